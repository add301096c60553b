import numpy as np
import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0])

print(x.std())                     # 样本标准差：除以 n - 1（correction=1）
print(x.std(correction=0))         # 总体标准差：除以 n
print(np.std(x.numpy()))           # NumPy 默认计算总体标准差

batch = torch.tensor([[1.0, 2.0, 3.0],
                      [2.0, 4.0, 6.0]])
print(batch.std(dim=1, keepdim=True))    # 每行一个，形状 (2, 1)
print(torch.std_mean(batch, dim=0))      # 一次计算出标准差和均值
