import torch

x = torch.tensor([1.5, -2.0, 0.0])
print(torch.neg(x))                  # same as -x
print(torch.negative(x).equal(-x))   # another spelling

mask = torch.tensor([True, False])
print(~mask)                         # inverting a mask: ~ or logical_not, not -

x.neg_()                             # in place
print(x)
