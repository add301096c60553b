import torch

batch = torch.arange(12.0).reshape(2, 2, 3)     # 2 个 2 x 3 矩阵
# 只交换最后两维
print(batch.mT.shape)
print(torch.equal(batch.mT, batch.transpose(-2, -1)))
# 批量的 Gram 矩阵：A @ A^T
print((batch @ batch.mT).shape)
# mH 还会取共轭：共轭转置
c = torch.tensor([[1 + 2j, 3j]])
print(c.mT)
print(c.mH)
