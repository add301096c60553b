import torch
from torch.utils.data import default_collate

# 图像缩放不一致：一个样本是 3x32x32，另一个是 3x32x30。
batch = [torch.zeros(3, 32, 32), torch.zeros(3, 32, 30)]
default_collate(batch)
