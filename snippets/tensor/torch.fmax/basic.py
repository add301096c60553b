import torch

nan = float("nan")
a = torch.tensor([1.0, nan, nan, 4.0])
b = torch.tensor([2.0, 2.0, nan, 3.0])
print(torch.fmax(a, b))          # a NaN loses to a number
print(torch.maximum(a, b))       # a NaN wins
print(torch.fmax(torch.tensor([1, 5]), torch.tensor([3.5])))   # broadcasting and type promotion
