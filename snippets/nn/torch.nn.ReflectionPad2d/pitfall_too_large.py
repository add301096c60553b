import torch

feature = torch.randn(1, 8, 4, 4)  # a small feature map deep in the network
pad = torch.nn.ReflectionPad2d(4)  # fine for the 256x256 input, not here
pad(feature)
