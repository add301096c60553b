import torch

A = torch.ones(2, 2)
print(torch.kron(A, torch.tensor(3.0)))   # 0 维张量可以
torch.kron(A, 3)                          # Python 数不行
