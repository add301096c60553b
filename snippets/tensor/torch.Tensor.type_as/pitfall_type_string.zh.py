import torch

x = torch.tensor([1, 2])
print(x.type())                 # 返回 'torch.LongTensor'，而不是 dtype
print(x.type() == torch.int64)  # 字符串与 dtype 比较：始终为 False
print(x.dtype == torch.int64)
