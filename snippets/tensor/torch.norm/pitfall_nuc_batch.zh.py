import torch

batch = torch.eye(2).repeat(3, 1, 1)    # 三个 2x2 矩阵

print(torch.norm(batch, p="nuc", dim=(1, 2)))        # 每个矩阵一个核范数
print(torch.linalg.matrix_norm(batch, ord="nuc"))    # 替代写法，默认作用于最后两个维度
torch.norm(batch, p="nuc")                           # 没有传 dim，报错却说的是 dim
