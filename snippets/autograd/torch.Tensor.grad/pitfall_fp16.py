import torch

w16 = torch.tensor([1.0, 2.0], dtype=torch.float16, requires_grad=True)
w32 = w16.detach().float().requires_grad_()

(w16.float() * 1e-8).sum().backward()    # computed in float32 ...
(w32 * 1e-8).sum().backward()
print(w16.grad)                          # ... but stored in float16: underflows to 0
print(w32.grad)
