import torch

print(torch.iinfo(torch.int64).max)   # 整数的范围由 iinfo 给出
torch.finfo(torch.int64)              # finfo 只适用于浮点 dtype
