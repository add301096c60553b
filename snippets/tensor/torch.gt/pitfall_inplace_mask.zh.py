import torch

x = torch.tensor([0.3, 1.7, 2.4])

m = x.clone().gt_(1.0)       # 原地操作：仍是 float32，存的是 0.0 / 1.0
print(m, m.dtype)
print(x[x.gt(1.0)])          # 非原地形式返回 bool

x[m]
