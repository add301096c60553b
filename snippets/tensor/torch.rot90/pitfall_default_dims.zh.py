import torch

batch = torch.zeros(8, 3, 32, 64)           # (N, C, H, W)
# 不会报错：默认 dims=(0, 1) 旋转的是批次和通道维
print(torch.rot90(batch).shape)
print(torch.rot90(batch, dims=(-2, -1)).shape)
