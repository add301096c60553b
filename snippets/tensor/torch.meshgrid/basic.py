import torch

xs = torch.tensor([0, 1, 2])
ys = torch.tensor([10, 20])

gx, gy = torch.meshgrid(xs, ys, indexing="ij")    # matrix indexing: shape (len(xs), len(ys))
print(gx)
print(gy)

gx, gy = torch.meshgrid(xs, ys, indexing="xy")    # Cartesian (NumPy default): (len(ys), len(xs))
print(gx.shape, gy.shape)

points = torch.stack(torch.meshgrid(xs, ys, indexing="ij"), dim=-1).reshape(-1, 2)
print(points)                                     # every (x, y) pair
print(gx.stride())                                # an expanded view: stride 0
