import torch

n = 8

print(1 / n)                     # 普通的 Python 算术
torch.reciprocal(n)              # torch.reciprocal 需要张量
