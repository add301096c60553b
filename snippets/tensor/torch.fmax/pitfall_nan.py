import torch

score = torch.tensor([0.3, float("nan"), 0.9])   # a NaN from a bad sample
best = torch.tensor([0.5, 0.5, 0.5])

print(torch.maximum(score, best))   # the NaN spreads
print(torch.fmax(score, best))      # the NaN is ignored
