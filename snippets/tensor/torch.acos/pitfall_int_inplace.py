import torch

x = torch.tensor([1, 0, -1])
print(torch.acos(x))       # out of place: a new float32 tensor
x.acos_()                  # in place: the float result cannot be stored in int64
