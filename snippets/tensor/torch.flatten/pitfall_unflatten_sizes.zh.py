import torch

h = torch.zeros(8, 48)
print(h.unflatten(1, (3, 16)).shape)
h.unflatten(1, (5, -1))          # 48 不能被 5 整除
