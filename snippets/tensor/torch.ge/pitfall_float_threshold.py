import torch

ratio = torch.tensor([0.53, 0.59])
percent = ratio * 100                         # float32 rounding: 52.999996, 58.999996
cutoff = torch.tensor([53.0, 59.0])
print(percent.tolist())
print(percent >= cutoff)                      # both False
print(percent.round() >= cutoff)              # round (or compare the ratios) first
