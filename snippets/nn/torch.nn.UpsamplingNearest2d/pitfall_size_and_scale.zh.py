import torch

up = torch.nn.UpsamplingNearest2d(size=(64, 64), scale_factor=2)  # 构造时不报错
up(torch.rand(1, 3, 32, 32))
