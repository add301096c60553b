import torch

batch = torch.ones(2, 3)
sample = batch.select(0, 0)

sample.mul_(10)                          # 本意是单独缩放一个样本
print(batch)                             # batch 的第 0 行也跟着变了
