import torch

grid = torch.tensor([[0, 0], [2, 1], [5, 5]])    # 整数像素坐标
centers = torch.tensor([[1, 1], [4, 4]])

print(torch.cdist(grid.float(), centers.float()))
torch.cdist(grid, centers)
