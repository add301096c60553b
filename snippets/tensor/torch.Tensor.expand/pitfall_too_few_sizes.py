import torch

x = torch.ones(2, 3)
print(x.expand(4, 2, 3).shape)
x.expand(3)                 # sizes must cover every existing dimension
