import torch

queries = torch.ones(4, 2, 3)   # 4 项
keys = torch.ones(5, 3, 2)      # 5 项：批次大小不同

print((queries @ keys[:4]).shape)   # 批次大小相同
queries @ keys                      # 4 和 5 无法广播
