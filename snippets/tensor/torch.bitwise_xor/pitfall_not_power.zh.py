import torch

x = torch.tensor([1, 2, 3, 4])
print(x ^ 2)          # 与 2 按位异或，不是平方
print(x ** 2)         # 这才是平方

torch.tensor([1.5, 2.0]) ^ 2     # 浮点张量上的 ^ 会被拒绝
