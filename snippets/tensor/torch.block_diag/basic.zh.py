import torch

a = torch.tensor([[1, 2],
                  [3, 4]])
b = torch.tensor([[5]])
c = torch.tensor([[6, 7, 8]])     # 块不必是方阵

print(torch.block_diag(a, b, c))  # (2+1+1) x (2+1+3)，其余为 0
