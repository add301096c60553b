import torch
from torch.amp.autocast_mode import is_autocast_available

use_amp = is_autocast_available("meta")
print(use_amp)
# enabled=False does not help: the device type is checked first
with torch.autocast("meta", enabled=use_amp):
    pass
