import torch

x = torch.tensor([1.0, float("nan"), float("inf"), -float("inf")])

print(torch.nan_to_num(x))  # inf becomes the largest float32, not 0
print(torch.nan_to_num(x, nan=0.0, posinf=1.0, neginf=-1.0))

# Find where the bad values are before hiding them.
print(torch.isnan(x).nonzero().flatten(), torch.isinf(x).nonzero().flatten())
