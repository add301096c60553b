import torch

depth_map = torch.rand(64, 64)  # (H, W)，没有批次维和通道维
torch.nn.ReplicationPad2d(1)(depth_map)
