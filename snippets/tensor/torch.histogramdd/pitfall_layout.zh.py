import torch

xs = torch.tensor([0.1, 0.2, 0.8])
ys = torch.tensor([0.9, 0.3, 0.4])
coords = torch.stack([xs, ys])               # (2, 3)：每个坐标一行
print(torch.histogramdd(coords.T, bins=[2, 2]).hist.shape)   # 点必须按行排列
torch.histogramdd(coords, bins=[2, 2])
