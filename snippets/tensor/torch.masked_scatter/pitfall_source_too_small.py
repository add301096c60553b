import torch

x = torch.zeros(2, 3)
mask = x == 0                           # six True positions
source = torch.tensor([1.0, 2.0, 3.0])  # only three values
print(x.masked_fill(mask, 7.0))         # one value for every position: masked_fill
x.masked_scatter(mask, source)
