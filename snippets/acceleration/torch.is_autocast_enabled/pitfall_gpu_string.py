import torch

print(torch.is_autocast_enabled("cuda"))
torch.is_autocast_enabled("gpu")             # not a device type torch knows
