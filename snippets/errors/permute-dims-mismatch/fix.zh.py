import torch

image = torch.zeros(3, 32, 24)
batch = torch.zeros(8, 3, 32, 24)
print(image.permute(1, 2, 0).shape)  # 每个维度恰好出现一次
print(image.movedim(-3, -1).shape, batch.movedim(-3, -1).shape)  # 一个表达式同时适用两种情况
