import torch

print(torch.iinfo(torch.int64).max)   # integer ranges come from iinfo
torch.finfo(torch.int64)              # finfo is for floating dtypes only
