import torch

seq = torch.arange(10.0)
window, overlap = 4, 4
step = window - overlap      # 完全重叠时步进为 0

seq.unfold(0, window, step)
