import torch

field = torch.rand(32, 32)  # a periodic 2-D field, (H, W)
torch.nn.CircularPad2d(1)(field)
