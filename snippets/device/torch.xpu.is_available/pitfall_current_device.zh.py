import torch

print(torch.xpu.device_count())  # 0：计数本身是安全的
torch.xpu.current_device()  # 但这个调用会初始化 XPU
