import torch

xs = torch.arange(3.0)
ys = torch.arange(2.0)
gx, gy = torch.meshgrid(xs, ys, indexing="ij")

gx += 0.5    # gx repeats xs through stride 0, so one element sits behind many positions
