import torch

gray = torch.rand(28, 28)  # 单张灰度图，(H, W)
torch.nn.ReflectionPad2d(2)(gray)
