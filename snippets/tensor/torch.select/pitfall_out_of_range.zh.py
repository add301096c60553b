import torch

frames = torch.zeros(4, 3)               # 4 帧，每帧 3 个特征

last = frames.select(0, -1)              # 负数索引没问题
print(last.shape)
frames.select(0, 4)                      # 索引 4 超出末尾一位
