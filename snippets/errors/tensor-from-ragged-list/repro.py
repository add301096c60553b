import torch

token_ids = [[5, 8, 2], [7, 3], [9, 1, 4]]  # sentences of different lengths
batch = torch.tensor(token_ids)
