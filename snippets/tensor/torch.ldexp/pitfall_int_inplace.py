import torch

x = torch.tensor([1, 3])
print(torch.ldexp(x, torch.tensor([2, 2])))   # integers in, float32 out
x.ldexp_(torch.tensor([2, 2]))                # in place on int64 fails
