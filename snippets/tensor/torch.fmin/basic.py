import torch

nan = float("nan")
a = torch.tensor([1.0, nan, nan, 4.0])
b = torch.tensor([2.0, 2.0, nan, 3.0])
print(torch.fmin(a, b))          # a NaN loses to a number
print(torch.minimum(a, b))       # a NaN wins
print(a.fmin(torch.tensor(2.0))) # cap at 2; the NaNs become 2
