import torch

print(torch.is_autocast_enabled("cuda"))
torch.is_autocast_enabled("gpu")             # torch 不认识这个设备类型
