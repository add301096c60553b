import torch

x = torch.tensor([1.0, float("nan")])

print(torch.equal(x, x))                              # NaN != NaN, even for the same tensor
print(torch.allclose(x, x.clone(), equal_nan=True))   # treat NaNs in the same places as equal
