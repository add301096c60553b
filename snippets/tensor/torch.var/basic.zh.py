import numpy as np
import torch

x = torch.tensor([[1.0, 2.0, 3.0, 4.0],
                  [2.0, 2.0, 2.0, 2.0]])

print(x.var())                          # 所有元素，除以 n - 1
print(x.var(dim=1))                     # 每行一个（样本方差）
print(x.var(dim=1, correction=0))       # 总体方差：除以 n
print(np.var(x.numpy(), axis=1))        # NumPy 默认计算总体方差
print(x.var(dim=1, keepdim=True).shape)

var, mean = torch.var_mean(x, dim=1)    # 一次同时算出两者
print(var, mean)
