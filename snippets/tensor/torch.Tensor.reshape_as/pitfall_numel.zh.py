import torch

bias = torch.zeros(3)
activations = torch.zeros(2, 3)

bias.reshape_as(activations)   # 3 个元素填不满 (2, 3) 的形状；这不是广播
