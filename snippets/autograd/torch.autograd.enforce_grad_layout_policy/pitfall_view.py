import torch

w = torch.zeros(4, 3, requires_grad=True)
with torch.autograd.enforce_grad_layout_policy(False):
    (w.t() * torch.ones(3, 4)).sum().backward()

print(w.is_contiguous(), w.grad.is_contiguous())
# Code that flattens gradients (bucketing, compression, clipping by hand)
flat = w.grad.view(-1)
