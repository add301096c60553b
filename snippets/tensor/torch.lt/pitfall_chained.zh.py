import torch

x = torch.tensor([0.2, -1.0, 0.7])

print((0 < x) & (x < 1))     # 这才是本意
mask = 0 < x < 1             # Python 会执行 (0 < x) and (x < 1)：`and` 需要单个 bool
