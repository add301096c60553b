import torch

scores = torch.zeros(4, 3, 3)                 # 一个批次，含 4 个方阵

fixed = scores.clone()
fixed.diagonal(dim1=-2, dim2=-1).fill_(1.0)   # 批次中的每个矩阵
print(fixed.sum())

scores.fill_diagonal_(1.0)                    # 把整个批次当作一个三维张量处理
