import torch

variances = torch.ones(4, 3)                 # 一个批次，含 4 条对角线
covs = torch.diag_embed(variances)           # (4, 3, 3)：每行对应一个对角矩阵
print(covs.shape)

torch.diag(covs)                             # diag 只接受一维或二维输入
