import torch

x = torch.tensor([1.5, 2.5])
print(torch.can_cast(x.dtype, torch.int64))
torch.can_cast(x, torch.int64)
