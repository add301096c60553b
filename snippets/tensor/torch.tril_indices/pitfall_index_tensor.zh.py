import torch

m = torch.arange(9.0).reshape(3, 3)
idx = torch.tril_indices(3, 3)
# 不会报错：m[idx] 用 (2, 6) 的下标取整行
print(m[idx].shape)
print(m[idx[0], idx[1]])                   # 或者 m[tuple(idx)]
