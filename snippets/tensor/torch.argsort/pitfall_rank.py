import torch

scores = torch.tensor([0.3, 0.9, 0.1, 0.5])

print(scores.argsort())             # positions in sorted order: [2, 0, 3, 1]
print(scores.argsort().argsort())   # the rank of each score:    [1, 3, 0, 2]
