import torch

U = torch.tensor([[2.0, 1.0],
                  [0.0, 4.0]])                 # 上三角
B = torch.tensor([[3.0], [8.0]])
# 旧写法：B 在前、A 在后；返回 (solution, cloned_coefficient)
X, _ = torch.triangular_solve(B, U)            # 会警告已弃用
print(X)
# 新写法：A 在前，并且必须给出 upper=
print(torch.linalg.solve_triangular(U, B, upper=True))
