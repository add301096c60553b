import torch

# 3 个变量（行），每个 4 次观测（列）
x = torch.tensor([[1.0, 2.0, 3.0, 4.0],
                  [2.0, 4.0, 6.0, 8.0],
                  [4.0, 3.0, 2.0, 1.0]])

print(torch.cov(x))                  # 3 x 3，无偏（除以 N - 1）
print(x.cov(correction=0))           # 总体协方差（除以 N）
print(torch.corrcoef(x))             # Pearson 相关系数，范围 [-1, 1]

weights = torch.tensor([1, 1, 1, 5]) # fweights：每次观测重复的次数
print(torch.cov(x[0], fweights=weights))
