import torch

batch = torch.ones(2, 3)
sample = batch.select(0, 0)

sample.mul_(10)                          # meant to scale one sample on its own
print(batch)                             # row 0 of batch changed as well
