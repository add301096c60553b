import torch

t = torch.tensor([-1.5, -0.2, 0.7, 1.5])   # seconds relative to an event
bins = torch.trunc(t)
print(bins)   # -0.2 and 0.7 land in the same bin 0, -1.5 in bin -1
print(torch.floor(t))
