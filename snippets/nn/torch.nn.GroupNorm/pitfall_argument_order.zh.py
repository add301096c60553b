import torch

channels = 64
torch.nn.GroupNorm(channels, 32)  # 本意是 64 个通道分 32 组：参数顺序是 (num_groups, num_channels)
