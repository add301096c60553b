import torch

a = torch.tensor([1, 2])
b = torch.tensor([3, 4])
print(torch.logaddexp(a.float(), b.float()))
torch.logaddexp(a, b)   # 没有整数实现
