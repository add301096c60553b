import torch

try:
    buffer = torch.empty(2**50, dtype=torch.uint8)  # 1 PiB in host memory
except torch.OutOfMemoryError:  # catches only accelerator allocations
    buffer = None
