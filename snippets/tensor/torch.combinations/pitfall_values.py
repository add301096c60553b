import torch

scores = torch.tensor([0.5, 0.5, 0.9])

print(torch.combinations(scores))                   # pairs of values: equal values cannot be told apart
print(torch.combinations(torch.arange(len(scores))))   # pairs of indices
