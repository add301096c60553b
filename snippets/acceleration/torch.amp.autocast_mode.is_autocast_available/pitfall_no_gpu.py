import torch
from torch.amp.autocast_mode import is_autocast_available

# On a machine without a GPU, on a CUDA build of torch:
print(torch.cuda.is_available())
print(is_autocast_available("cuda"))  # still True: autocast supports the device type
