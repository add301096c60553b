import torch

queries = torch.ones(4, 3)
keys = torch.ones(4, 3)

scores = torch.dot(queries, keys)
