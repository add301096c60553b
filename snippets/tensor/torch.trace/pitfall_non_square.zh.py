import torch

M = torch.arange(6.0).reshape(2, 3)
print(M)
print(torch.trace(M))     # 不报错：只求 M[0, 0] + M[1, 1]
