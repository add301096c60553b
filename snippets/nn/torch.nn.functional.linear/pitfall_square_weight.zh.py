import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 3)
w = torch.randn(3, 3)  # 方阵：两种布局都“对得上”，所以不会报错

print(torch.allclose(F.linear(x, w), x @ w))  # 不是 x @ w……
print(torch.allclose(F.linear(x, w), x @ w.T))  # ……而是 x @ w.T
