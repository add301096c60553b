import torch

w = torch.zeros(2, 3, requires_grad=True)
w.grad = torch.ones(3, 2)                # 元素个数相同，但形状不对
