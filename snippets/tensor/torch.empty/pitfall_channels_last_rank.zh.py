import torch

torch.empty(8, 16, memory_format=torch.channels_last)   # channels_last 需要四维形状
