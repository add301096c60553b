import torch

batch = torch.randn(8, 3, 50)          # 8 组、每组 3 个变量
torch.cov(batch)
