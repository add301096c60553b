import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([1.0, float("nan")], device=device)

print(x == float("nan"))   # NaN never equals anything, itself included
print(float("nan") in x.tolist())
print(torch.isnan(x))
print(x != x)              # the one comparison that is True for NaN
