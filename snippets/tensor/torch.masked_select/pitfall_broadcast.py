import torch

x = torch.zeros(2, 3)
row_mask = torch.tensor([True, False])   # meant to pick rows
print(x[row_mask].shape)                 # boolean indexing matches leading dims
torch.masked_select(x, row_mask)         # masked_select broadcasts from the right
