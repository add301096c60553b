import torch

g = torch.Generator().manual_seed(0)  # a CPU generator
offset = g.get_offset()
