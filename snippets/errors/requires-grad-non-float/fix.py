import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)  # float literals: float32
(w * w).sum().backward()
print(w.dtype, w.grad)

steps = torch.arange(3).float().requires_grad_()  # convert first, then require grad
print(steps.dtype, steps.requires_grad)
