import torch

batch = torch.arange(18.0).reshape(2, 3, 3)    # 两个 3x3 矩阵

print(batch.diagonal(dim1=-2, dim2=-1).sum(-1))   # 每个矩阵一个迹
torch.trace(batch)
