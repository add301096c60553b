import torch

batch = torch.zeros(8, 2, 3)          # 8 个 2 x 3 矩阵
# 发出警告，并且反转了全部维度：得到 (3, 2, 8) 而不是 (8, 3, 2)
print(batch.T.shape)
print(batch.mT.shape)                 # 逐个矩阵转置
