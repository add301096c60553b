import torch

x = torch.tensor([0.2, 0.5, 0.9])
mask = x.clone().le_(0.5)   # 原地版本保持 float32：得到 1. 和 0.，不是 bool
print(mask, mask.dtype)
x[mask]                     # 浮点张量不能当掩码
