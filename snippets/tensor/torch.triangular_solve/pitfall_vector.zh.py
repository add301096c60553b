import torch

U = torch.tensor([[2.0, 1.0], [0.0, 4.0]])
b = torch.tensor([3.0, 8.0])                   # 一维的右端项
print(torch.linalg.solve_triangular(U, b.unsqueeze(1), upper=True).squeeze(1))
torch.triangular_solve(b, U)
