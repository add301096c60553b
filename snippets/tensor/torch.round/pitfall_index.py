import torch

table = torch.tensor([10.0, 20.0, 30.0])
position = torch.tensor([0.9, 2.2])

idx = torch.round(position).long()     # rounding keeps float: convert for indexing
print(table[idx])
table[torch.round(position)]           # a float tensor cannot index
