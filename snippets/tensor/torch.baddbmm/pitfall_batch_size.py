import torch

scores = torch.zeros(2, 3, 5)
q = torch.ones(2, 3, 4)  # batch of 2
k = torch.ones(3, 4, 5)  # batch of 3: the last batch of an epoch was smaller

out = torch.baddbmm(scores, q, k)
