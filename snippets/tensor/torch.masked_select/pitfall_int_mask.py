import torch

x = torch.tensor([1.0, 2.0, 3.0])
mask = (x > 1).int()                  # e.g. a 0/1 mask from a data file
print(torch.masked_select(x, mask.bool()))
torch.masked_select(x, mask)
