import torch

xs = torch.linspace(0, 1, 4)   # 4 columns
ys = torch.linspace(0, 1, 3)   # 3 rows

gx, gy = torch.meshgrid(xs, ys)   # no indexing: "ij", and a warning
print(gx.shape)                   # (4, 3), while numpy.meshgrid(xs, ys) gives (3, 4)
gx, gy = torch.meshgrid(xs, ys, indexing="xy")
print(gx.shape)
