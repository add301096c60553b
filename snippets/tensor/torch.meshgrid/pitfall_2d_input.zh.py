import torch

grid_x = torch.zeros(3, 4)
ys = torch.zeros(5)

torch.meshgrid(grid_x, ys, indexing="ij")   # 输入必须是坐标向量
