import torch

x = torch.arange(12).reshape(2, 6)
# 本意：宽 2 和宽 4 的两段
# 不会报错：[2, 4] 是切分位置，得到宽度 2、2、2
print([p.shape[1] for p in torch.hsplit(x, [2, 4])])
print([p.shape[1] for p in torch.split(x, [2, 4], dim=1)])
