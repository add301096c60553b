import torch

a = torch.randn(3, 4)     # 4 vectors stored as columns
b = torch.randn(3, 4)
torch.linalg.cross(a, b)  # dim=-1 has length 4
