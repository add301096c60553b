import torch

x = torch.zeros(4)
mask = torch.tensor([False, True, False, True])
source = torch.tensor([1.0, 2.0, 3.0, 4.0])
# source is read from its start, not at the masked positions
print(x.masked_scatter(mask, source))
# to copy values position by position, use where
print(torch.where(mask, source, x))
