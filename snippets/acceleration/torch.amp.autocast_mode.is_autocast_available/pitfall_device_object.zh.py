import torch
from torch.amp.autocast_mode import is_autocast_available

device = torch.device("cpu")
# 传入的是 torch.device，而这里要的是设备类型字符串
print(is_autocast_available(device))
