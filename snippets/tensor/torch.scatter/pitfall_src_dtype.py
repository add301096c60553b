import torch

scores = torch.zeros(2, 3)                    # float32
index = torch.tensor([[1], [2]])
votes = torch.tensor([[5], [7]])              # int64, built from integer literals

scores.scatter_(1, index, votes)              # src must have the same dtype as self
