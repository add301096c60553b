import torch

g = torch.Generator().manual_seed(0)  # created on the CPU
noise = torch.randn(2, 4, generator=g, device="cuda")  # but used to fill a GPU tensor
