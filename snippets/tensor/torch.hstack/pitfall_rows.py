import torch

left = torch.zeros(4, 2)
right = torch.zeros(3, 2)      # one row short

torch.hstack([left, right])
