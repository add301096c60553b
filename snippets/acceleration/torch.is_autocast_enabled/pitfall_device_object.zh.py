import torch

device = torch.device("cpu")

with torch.autocast(device.type, dtype=torch.bfloat16):
    print(torch.is_autocast_enabled(device.type))   # 传字符串可以
    torch.is_autocast_enabled(device)               # 传 torch.device 不行
