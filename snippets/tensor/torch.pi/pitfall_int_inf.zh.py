import torch

scores = torch.tensor([[3, 1, 2]])          # 整数分数，比如计数
mask = torch.tensor([[True, False, True]])

print(scores.float().masked_fill(~mask, -torch.inf))
scores.masked_fill(~mask, -torch.inf)       # int64 张量存不下 -inf
