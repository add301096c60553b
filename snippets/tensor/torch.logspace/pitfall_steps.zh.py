import torch

print(torch.logspace(0, 2, steps=3))   # 必须给出 steps
torch.logspace(0, 2)                   # 与 NumPy 不同，没有默认的 50
