import torch

L = torch.tensor([[2.0, 0.0],
                  [1.0, 4.0]])                 # 下三角
B = torch.tensor([[2.0], [9.0]])
# 不会报错：默认 upper=True 只读取 L 的上三角
print(torch.triangular_solve(B, L).solution)
print(torch.triangular_solve(B, L, upper=False).solution)
