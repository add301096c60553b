import torch

batch = torch.ones(4, 2, 3)
weight = torch.ones(3, 5)                  # 整个批次共用一个矩阵

print((batch @ weight).shape)              # matmul 会广播二维的 weight
print(torch.bmm(batch, weight.expand(4, 3, 5)).shape)  # bmm 需要先把它 expand 成三维
torch.bmm(batch, weight)                   # bmm 不做广播
