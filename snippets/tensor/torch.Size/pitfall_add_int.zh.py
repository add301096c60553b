import torch

x = torch.zeros(2, 3)

x.shape + 1                   # 元组上的 + 是拼接，不会给每个维度的大小加 1
