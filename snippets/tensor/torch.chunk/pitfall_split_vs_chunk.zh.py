import torch

batch = torch.arange(12)
print(len(batch.chunk(4)), batch.chunk(4)[0].shape)   # 4 块，每块 3 个
print(len(batch.split(4)), batch.split(4)[0].shape)   # 3 块，每块 4 个
