import torch

batch = torch.arange(12)
print(len(batch.chunk(4)), batch.chunk(4)[0].shape)   # 4 pieces of 3
print(len(batch.split(4)), batch.split(4)[0].shape)   # 3 pieces of 4
