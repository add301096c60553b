import torch

torch.manual_seed(0)
print(torch.empty(3, dtype=torch.int64).random_(2, 5))
torch.empty(3, dtype=torch.int64).random_(5, 2)   # from 必须小于 to
