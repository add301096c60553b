import torch

gpu_index = -1  # 其他库里常用 -1 表示“用 CPU”
torch.cuda.get_device_name(gpu_index)
