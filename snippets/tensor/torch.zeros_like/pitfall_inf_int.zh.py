import torch

mask = torch.tensor([[1, 0], [1, 1]])          # int64 掩码
scores = torch.full_like(mask, float("-inf"))  # int64 中不存在 -inf
