import torch

w = torch.zeros(4, 3, requires_grad=True)
x = torch.ones(3, 4)
with torch.autograd.enforce_grad_layout_policy(False):
    (w.t() * x).sum().backward()

# Back under the default policy: the odd layout of w.grad stays,
# and the next accumulation warns about it
(w.t() * x).sum().backward()
print(w.grad.stride(), w.stride())
