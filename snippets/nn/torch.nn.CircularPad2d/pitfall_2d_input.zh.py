import torch

field = torch.rand(32, 32)  # 周期性的二维场，(H, W)
torch.nn.CircularPad2d(1)(field)
