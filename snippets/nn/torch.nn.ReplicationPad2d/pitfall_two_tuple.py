import torch

x = torch.rand(1, 3, 8, 8)
pad = torch.nn.ReplicationPad2d((1, 2))  # (pad_h, pad_w), as with Conv2d's padding
pad(x)
