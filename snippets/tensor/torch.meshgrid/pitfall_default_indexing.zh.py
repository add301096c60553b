import torch

xs = torch.linspace(0, 1, 4)   # 4 列
ys = torch.linspace(0, 1, 3)   # 3 行

gx, gy = torch.meshgrid(xs, ys)   # 不传 indexing：按 "ij"，并给出警告
print(gx.shape)                   # (4, 3)，而 numpy.meshgrid(xs, ys) 得到 (3, 4)
gx, gy = torch.meshgrid(xs, ys, indexing="xy")
print(gx.shape)
