import torch

mask = torch.tensor([1.0, 0.0, 1.0])          # 以浮点存储的 0/1 掩码
keep = torch.tensor([1.0, 1.0, 0.0])
print(mask.bool() & keep.bool())              # 先转成 bool
mask & keep                                   # 浮点数没有按位与
