import torch

n = 6
print(torch.ones(n // 2).shape)   # 整除：没问题
torch.ones(n / 2)                  # n / 2 是浮点数 3.0
