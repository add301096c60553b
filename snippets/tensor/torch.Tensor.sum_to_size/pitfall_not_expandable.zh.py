import torch

grad = torch.ones(4, 3)
print(grad.sum_to_size(1, 3))         # 目标形状必须能广播到 (4, 3)
grad.sum_to_size(2, 3)                # 2 不能广播到 4
