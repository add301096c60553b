import torch
from torch.amp.autocast_mode import is_autocast_available

# 在没有 GPU 的机器上，使用 CUDA 版本的 torch：
print(torch.cuda.is_available())
print(is_autocast_available("cuda"))  # 仍然是 True：autocast 支持这种设备类型
