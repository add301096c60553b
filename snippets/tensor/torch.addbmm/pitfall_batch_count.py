import torch

acc = torch.zeros(2, 2)
keys = torch.ones(4, 2, 3)
values = torch.ones(3, 3, 2)
torch.addbmm(acc, keys, values)
