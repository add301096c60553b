import torch

params = [torch.ones(2), torch.ones(3)]
grads = [torch.full((2,), 0.5)]                   # 少了一个梯度

torch._foreach_add_(params, grads, alpha=-0.1)    # 两个列表按位置一一配对
