import torch

xs = torch.tensor([0, 1, 2])
ys = torch.tensor([10, 20])

gx, gy = torch.meshgrid(xs, ys, indexing="ij")    # 矩阵索引：形状为 (len(xs), len(ys))
print(gx)
print(gy)

gx, gy = torch.meshgrid(xs, ys, indexing="xy")    # 笛卡尔索引（NumPy 默认）：(len(ys), len(xs))
print(gx.shape, gy.shape)

points = torch.stack(torch.meshgrid(xs, ys, indexing="ij"), dim=-1).reshape(-1, 2)
print(points)                                     # 所有 (x, y) 对
print(gx.stride())                                # 扩展出来的视图：步长为 0
