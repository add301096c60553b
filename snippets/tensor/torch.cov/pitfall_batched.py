import torch

batch = torch.randn(8, 3, 50)          # 8 sets of 3 variables
torch.cov(batch)
