import torch

data = torch.randn(9, 2)
half = data.shape[0] / 2          # 4.5: a float
torch.randperm(half)
