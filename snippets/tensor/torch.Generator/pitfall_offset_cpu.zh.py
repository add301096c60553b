import torch

g = torch.Generator().manual_seed(0)  # CPU 生成器
offset = g.get_offset()
