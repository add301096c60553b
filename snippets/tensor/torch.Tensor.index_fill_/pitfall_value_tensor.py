import torch

x = torch.zeros(2, 3)
idx = torch.tensor([0, 2])
print(x.index_fill(1, idx, 5.0))                       # one value for all selected columns
x.index_fill(1, idx, torch.tensor([5.0, 6.0]))        # one value per column is not supported
