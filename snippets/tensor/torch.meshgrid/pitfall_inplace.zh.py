import torch

xs = torch.arange(3.0)
ys = torch.arange(2.0)
gx, gy = torch.meshgrid(xs, ys, indexing="ij")

gx += 0.5    # gx 通过步长 0 重复 xs，一个元素对应多个位置
