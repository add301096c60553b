import torch

# 默认总有可用的加速器。
backend = torch.accelerator.current_accelerator(check_available=True).type
