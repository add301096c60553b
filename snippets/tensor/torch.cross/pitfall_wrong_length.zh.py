import torch

a = torch.randn(3, 4)     # 4 个向量按列存放
b = torch.randn(3, 4)
torch.linalg.cross(a, b)  # dim=-1 的长度是 4
