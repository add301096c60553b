import torch

A = torch.tensor([[4.0, 2.0],
                  [2.0, 3.0]])
b = torch.tensor([[1.0], [2.0]])

print(torch.cholesky_solve(b, A))                        # 传了 A 而不是因子：结果悄悄出错
print(torch.cholesky_solve(b, torch.linalg.cholesky(A))) # 正确
