import torch

x = torch.arange(6.0)
idx = torch.tensor([1, 4], dtype=torch.int32)
print(x.take(idx.long()))
x.take(idx)
