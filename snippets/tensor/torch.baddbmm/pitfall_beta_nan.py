import torch

buffer = torch.full((1, 2, 2), float("nan"))  # e.g. memory from torch.empty
a = torch.ones(1, 2, 3)
b = torch.ones(1, 3, 2)

# beta=0 ignores the input entirely, NaN included.
print(torch.baddbmm(buffer, a, b, beta=0))
# beta=1e-9 still multiplies it: NaN * anything is NaN.
print(torch.baddbmm(buffer, a, b, beta=1e-9))
