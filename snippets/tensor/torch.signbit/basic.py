import torch

x = torch.tensor([-1.0, -0.0, 0.0, 2.0, float("nan"), -float("nan")])
print(torch.signbit(x))   # True for -0.0 and for a negative nan
print(x < 0)              # -0.0 is not less than 0

print(torch.signbit(torch.tensor([-3, 0, 5])))   # integers work too
