import torch

v = torch.tensor([3.0, -4.0])
M = torch.tensor([[1.0, -2.0],
                  [3.0, 4.0]])

print(torch.linalg.norm(v))                  # 一维：向量 2-范数
print(torch.linalg.norm(M))                  # 二维且不给 ord：Frobenius 范数
print(torch.linalg.norm(M, ord=2))           # 二维且给了 ord：矩阵范数（最大奇异值）
print(torch.linalg.norm(M, ord=1))           # |M| 的最大列和
print(torch.linalg.norm(M, ord=float("inf")))  # |M| 的最大行和
print(torch.linalg.norm(M, ord="nuc"))       # 奇异值之和

print(torch.linalg.norm(M, dim=1))           # dim 为整数：每行一个向量范数
batch = torch.ones(4, 2, 2)
print(torch.linalg.norm(batch, ord=2, dim=(-2, -1)))   # dim 为二元组：每个矩阵一个矩阵范数
