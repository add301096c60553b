import torch

x = torch.tensor([0, 1, 2])

print(x.erf())          # out of place: a new float32 tensor
x.erf_()                # the float result cannot be stored in int64
