import torch

x = torch.rand(1, 3, 8, 8)
pad = torch.nn.ReplicationPad2d((1, 2))  # 按 Conv2d 的 padding 写成 (pad_h, pad_w)
pad(x)
