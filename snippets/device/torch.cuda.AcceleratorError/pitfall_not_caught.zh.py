import torch

try:
    x = torch.randn(4, device="cuda")
except torch.AcceleratorError:  # 本意是“没有 GPU 就改用 CPU”
    x = torch.randn(4)
