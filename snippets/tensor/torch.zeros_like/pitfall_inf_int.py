import torch

mask = torch.tensor([[1, 0], [1, 1]])          # int64 mask
scores = torch.full_like(mask, float("-inf"))  # -inf does not exist in int64
