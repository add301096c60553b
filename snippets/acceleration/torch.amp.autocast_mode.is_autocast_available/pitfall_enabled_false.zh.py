import torch
from torch.amp.autocast_mode import is_autocast_available

use_amp = is_autocast_available("meta")
print(use_amp)
# enabled=False 没有用：设备类型先被检查
with torch.autocast("meta", enabled=use_amp):
    pass
