import torch

torch.broadcast_shapes((3, 2), (4,))   # 末尾维度 2 和 4 无法广播
