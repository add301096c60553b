import torch

A = torch.tensor([[4.0, 7.0],
                  [2.0, 6.0]])
A_inv = torch.inverse(A)                    # 与 torch.linalg.inv(A) 相同
print(A_inv)
print(torch.allclose(A @ A_inv, torch.eye(2)))
# 批量：最后两维是矩阵
print(torch.inverse(torch.stack([A, 2 * A])).shape)
# 求解 A x = b 时直接求解，不要先求逆
b = torch.tensor([1.0, 2.0])
print(torch.linalg.solve(A, b), A_inv @ b)
