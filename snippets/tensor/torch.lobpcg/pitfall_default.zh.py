import torch

torch.set_printoptions(precision=4)
torch.manual_seed(0)
n = 30
ones = torch.ones(n, dtype=torch.float64)
L = torch.diag(2 * ones) - torch.diag(ones[1:], 1) - torch.diag(ones[1:], -1)

print(torch.lobpcg(L)[0])  # 默认：k=1，且求的是最大特征值
print(torch.lobpcg(L, k=2, largest=False)[0])  # 最小的特征值要明确要求
