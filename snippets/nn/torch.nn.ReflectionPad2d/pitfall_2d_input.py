import torch

gray = torch.rand(28, 28)  # a single grayscale image, (H, W)
torch.nn.ReflectionPad2d(2)(gray)
