import torch
from torch.autograd.graph import register_multi_grad_hook

w = torch.ones(2, requires_grad=True)
x = torch.ones(2)  # 一批输入数据，不需要梯度
handle = register_multi_grad_hook((w, x), lambda grads: print(grads))
