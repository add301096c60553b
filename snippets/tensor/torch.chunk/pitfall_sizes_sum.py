import torch

x = torch.arange(10)
print([p.numel() for p in x.split([2, 3, 5])])
x.split([2, 3])          # sizes must add up to x.size(0)
