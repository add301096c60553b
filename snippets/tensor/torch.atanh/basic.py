import torch

x = torch.tensor([-0.5, 0.0, 0.5, 0.999])
print(torch.atanh(x))                            # defined on (-1, 1)
print(x.arctanh())                               # arctanh is the same function
print(torch.atanh(torch.tensor([1.0, -1.0, 1.5])))   # +-inf at +-1, NaN beyond
