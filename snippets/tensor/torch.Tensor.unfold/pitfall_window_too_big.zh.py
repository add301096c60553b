import torch

short_clip = torch.arange(5.0)

short_clip.unfold(0, 8, 1)   # 窗口比该维度还长
