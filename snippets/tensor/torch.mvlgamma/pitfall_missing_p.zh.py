import torch

df = torch.tensor([5.0, 8.0])
print(torch.mvlgamma(df / 2, p=3))   # p 是矩阵的维数
torch.mvlgamma(df / 2)               # p 没有默认值
