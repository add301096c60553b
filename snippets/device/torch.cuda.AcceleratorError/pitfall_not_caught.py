import torch

try:
    x = torch.randn(4, device="cuda")
except torch.AcceleratorError:  # meant as "no GPU here, use the CPU"
    x = torch.randn(4)
