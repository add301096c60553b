import torch

batch = torch.arange(8).reshape(2, 2, 2)   # (batch, n, n)
print(batch)

print(batch.diagonal())                    # 默认 dim1=0、dim2=1：把批次维和行混在了一起
print(batch.diagonal(dim1=-2, dim2=-1))    # 每个矩阵各自的对角线
