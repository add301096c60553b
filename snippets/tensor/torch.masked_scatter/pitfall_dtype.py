import torch

x = torch.zeros(4)
mask = torch.tensor([True, False, True, False])
idx = torch.tensor([7, 9])              # int64 values
print(x.masked_scatter(mask, idx.to(x.dtype)))
x.masked_scatter(mask, idx)
