import torch

x = torch.zeros(2, 3)
idx = torch.tensor([0, 2], dtype=torch.int32)
print(x.index_fill(1, idx.long(), 1.0))
x.index_fill(1, idx, 1.0)
