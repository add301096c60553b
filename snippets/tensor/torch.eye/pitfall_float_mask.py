import torch

scores = torch.arange(9.0).reshape(3, 3)
mask = torch.eye(3)           # float32 ones and zeros, not a boolean mask
print(mask.dtype)
scores.masked_fill(mask, float("-inf"))
