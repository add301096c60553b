import torch

scores = torch.tensor([[3, 1, 2]])          # integer scores, e.g. counts
mask = torch.tensor([[True, False, True]])

print(scores.float().masked_fill(~mask, -torch.inf))
scores.masked_fill(~mask, -torch.inf)       # an int64 tensor cannot hold -inf
