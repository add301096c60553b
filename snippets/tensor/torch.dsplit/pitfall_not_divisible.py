import torch

x = torch.zeros(2, 2, 6)
torch.dsplit(x, 4)          # 6 channels cannot be split into 4 equal parts
