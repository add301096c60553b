import torch

scores = torch.arange(9.0).reshape(3, 3)
mask = torch.eye(3)           # float32 的 1 和 0，不是布尔掩码
print(mask.dtype)
scores.masked_fill(mask, float("-inf"))
