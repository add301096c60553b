import torch

scores = torch.zeros(3, 3)
mask = torch.triu(torch.ones(3, 3), diagonal=1)   # float32 的 1 和 0

scores.masked_fill(mask, float("-inf"))           # masked_fill 需要布尔掩码
