import torch

xs = torch.tensor([0.1, 0.2, 0.8])
ys = torch.tensor([0.9, 0.3, 0.4])
coords = torch.stack([xs, ys])               # (2, 3): one row per coordinate
print(torch.histogramdd(coords.T, bins=[2, 2]).hist.shape)   # points must be rows
torch.histogramdd(coords, bins=[2, 2])
