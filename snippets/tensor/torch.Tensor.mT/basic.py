import torch

batch = torch.arange(12.0).reshape(2, 2, 3)     # 2 matrices of 2 x 3
# swaps only the last two dims
print(batch.mT.shape)
print(torch.equal(batch.mT, batch.transpose(-2, -1)))
# Gram matrices of a batch: A @ A^T
print((batch @ batch.mT).shape)
# mH also conjugates: the conjugate transpose
c = torch.tensor([[1 + 2j, 3j]])
print(c.mT)
print(c.mH)
