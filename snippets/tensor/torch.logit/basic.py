import torch

p = torch.tensor([0.1, 0.5, 0.9])
z = torch.logit(p)               # log(p / (1 - p))
print(z)
print(torch.sigmoid(z))          # sigmoid undoes it

edge = torch.tensor([0.0, 1e-9, 1.0])
print(torch.logit(edge))             # -inf and inf at the ends
print(torch.logit(edge, eps=1e-6))   # clamped to [eps, 1 - eps] first
