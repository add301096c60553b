import torch

depth_map = torch.rand(64, 64)  # (H, W), no batch or channel dimension
torch.nn.ReplicationPad2d(1)(depth_map)
