import torch

seq = torch.tensor([4, 7, 1, 9, 3, 8])
max_len = 4
padding = torch.full((max_len - len(seq),), 0)  # 序列比 max_len 长：尺寸为 -2
