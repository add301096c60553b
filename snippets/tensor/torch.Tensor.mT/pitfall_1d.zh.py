import torch

v = torch.tensor([1.0, 2.0, 3.0])
print(v.unsqueeze(0).mT.shape)        # 先变成 1 x n 矩阵
v.mT
