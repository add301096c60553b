import torch

try:
    buffer = torch.empty(2**50, dtype=torch.uint8)  # 1 PiB 的主机内存
except torch.OutOfMemoryError:  # 只捕获加速器上的分配失败
    buffer = None
