import torch

x = torch.tensor([0.0, 3.0, 0.0, 5.0])
idx = torch.nonzero_static(x, size=3).squeeze(1)
# 不会报错：填充值 -1 取到了最后一个元素
print(idx, x[idx])
valid = idx >= 0
print(x[idx[valid]])
