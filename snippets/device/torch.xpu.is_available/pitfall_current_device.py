import torch

print(torch.xpu.device_count())  # 0: the count itself is safe
torch.xpu.current_device()  # but this initialises XPU
