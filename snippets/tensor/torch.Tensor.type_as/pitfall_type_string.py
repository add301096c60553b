import torch

x = torch.tensor([1, 2])
print(x.type())                 # 'torch.LongTensor', not a dtype
print(x.type() == torch.int64)  # comparing a string with a dtype: always False
print(x.dtype == torch.int64)
