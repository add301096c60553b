import torch

a = torch.tensor([3, 5])
b = torch.tensor([4, 12])
print(torch.hypot(a.float(), b.float()))
torch.hypot(a, b)   # 没有整数实现
