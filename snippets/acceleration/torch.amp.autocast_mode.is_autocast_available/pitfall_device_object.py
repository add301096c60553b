import torch
from torch.amp.autocast_mode import is_autocast_available

device = torch.device("cpu")
# A torch.device, where the device type string is expected
print(is_autocast_available(device))
