import torch

device = torch.device("cpu")

with torch.autocast(device.type, dtype=torch.bfloat16):
    print(torch.is_autocast_enabled(device.type))   # a string works
    torch.is_autocast_enabled(device)               # a torch.device does not
