import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
amp_dtype = torch.float16 if device.type == "cuda" else torch.bfloat16

print(torch.is_autocast_enabled(device.type))             # 区域外：False

with torch.autocast(device.type, dtype=amp_dtype):
    print(torch.is_autocast_enabled(device.type))          # 区域内：True
    print(torch.get_autocast_dtype(device.type))
    with torch.autocast(device.type, enabled=False):       # 一块全精度的“孤岛”
        print(torch.is_autocast_enabled(device.type))

print(torch.is_autocast_enabled(device.type))
