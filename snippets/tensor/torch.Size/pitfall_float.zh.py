import torch

x = torch.zeros(4, 6)
half = x.shape[0] / 2         # 真除法得到 2.0，是浮点数

torch.Size([half, 12])        # x.view(half, -1) 同样拒绝浮点数，只是报错信息不同
