import torch

torch.manual_seed(0)
u = torch.rand(2, 3)                 # uniform on [0, 1)
print(u)
print(bool((u >= 0).all() and (u < 1).all()))

# other ranges: scale and shift, or fill in place with uniform_
lo, hi = -2.0, 2.0
print(lo + (hi - lo) * torch.rand(3))
print(torch.empty(3).uniform_(lo, hi))

# same shape/dtype/device as an existing tensor
x = torch.zeros(2, 2, dtype=torch.float64)
print(torch.rand_like(x).dtype)

# dropout-style mask
keep = torch.rand(6) > 0.5
print(keep)
