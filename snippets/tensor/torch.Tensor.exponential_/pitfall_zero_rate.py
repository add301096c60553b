import torch

events = torch.tensor(0.0)
hours = 10.0
rate = events / hours
print(rate)
torch.empty(3).exponential_(rate.item())
