import torch

left = torch.zeros(4, 2)
right = torch.zeros(3, 2)      # 少了一行

torch.hstack([left, right])
