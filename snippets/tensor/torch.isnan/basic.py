import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([1.0, float("nan"), float("inf"), -float("inf")], device=device)
print(torch.isnan(x))
print(torch.isinf(x))
print(torch.isfinite(x))   # False for nan AND +-inf

print(torch.isnan(x).any().item())       # one Python bool for an if-statement
print(torch.isnan(x).nonzero().flatten())  # where the NaNs are

print(torch.isnan(torch.tensor([1, 2], device=device)))  # integers are never NaN
