import torch

x = torch.arange(25.0).view(1, 1, 5, 5)  # 高和宽都是奇数
out, idx = torch.nn.MaxPool2d(2, return_indices=True)(x)  # 5x5 -> 2x2
# 不给 output_size 时按 (2 - 1) * 2 + 2 = 4 推算，即 4x4
torch.nn.MaxUnpool2d(2)(out, idx)
