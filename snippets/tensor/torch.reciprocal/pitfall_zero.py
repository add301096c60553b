import torch

counts = torch.tensor([3.0, 0.0, 1.0])       # a class that never occurs
totals = torch.tensor([6.0, 0.0, 2.0])

weights = torch.reciprocal(counts)
print(weights)                               # inf for the empty class
print(weights * totals)                      # inf * 0 = nan
print(torch.reciprocal(counts.clamp(min=1)))
