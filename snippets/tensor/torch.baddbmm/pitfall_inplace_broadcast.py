import torch

scores = torch.zeros(1, 3, 5)  # meant to be broadcast over the batch
q = torch.ones(2, 3, 4)
k = torch.ones(2, 4, 5)

scores.baddbmm_(q, k)
