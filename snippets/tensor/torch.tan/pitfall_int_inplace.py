import torch

x = torch.tensor([0, 1, 2])
print(torch.tan(x))   # out of place: float32
x.tan_()              # in place: the float result cannot go back into int64
