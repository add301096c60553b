import torch

channels = 64
torch.nn.GroupNorm(channels, 32)  # meant 32 groups for 64 channels: the order is (num_groups, num_channels)
