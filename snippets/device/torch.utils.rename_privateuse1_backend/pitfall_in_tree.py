import torch

# Names PyTorch already uses (cuda, xpu, hpu, mps, ...) are refused
torch.utils.rename_privateuse1_backend("xpu")
