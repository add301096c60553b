import torch

data = torch.randn(9, 2)
half = data.shape[0] / 2          # 4.5：浮点数
torch.randperm(half)
