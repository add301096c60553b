import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)  # 浮点字面量：float32
(w * w).sum().backward()
print(w.dtype, w.grad)

steps = torch.arange(3).float().requires_grad_()  # 先转换，再要求梯度
print(steps.dtype, steps.requires_grad)
