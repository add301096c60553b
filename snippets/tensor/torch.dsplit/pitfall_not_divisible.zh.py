import torch

x = torch.zeros(2, 2, 6)
torch.dsplit(x, 4)          # 6 个通道无法等分成 4 份
