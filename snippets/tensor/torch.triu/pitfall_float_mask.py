import torch

scores = torch.zeros(3, 3)
mask = torch.triu(torch.ones(3, 3), diagonal=1)   # float32 ones and zeros

scores.masked_fill(mask, float("-inf"))           # masked_fill wants a bool mask
