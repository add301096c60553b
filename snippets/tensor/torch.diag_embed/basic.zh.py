import torch

variances = torch.tensor([[1.0, 2.0],
                          [3.0, 4.0]])     # 2 个样本，各有 2 个方差

cov = torch.diag_embed(variances)          # 每行一个对角矩阵：(2, 2, 2)
print(cov.shape)
print(cov[1])
print(torch.diag_embed(torch.tensor([1, 2]), offset=1))   # 放在上方的次对角线上

print(torch.diagflat(variances))           # diagflat 先展平：一个 (4, 4) 矩阵
