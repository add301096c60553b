import torch

w = torch.ones(3, requires_grad=True)
print(w.grad)
w.grad.zero_()
