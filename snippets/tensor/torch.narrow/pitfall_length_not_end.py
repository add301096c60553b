import torch

x = torch.arange(10)

print(x.narrow(0, 2, 3))     # start=2, LENGTH=3 -> elements 2, 3, 4 (not x[2:3])
x.narrow(0, 4, 8)            # meant x[4:8]; the third argument is a length
