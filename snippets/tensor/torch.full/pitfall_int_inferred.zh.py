import torch

acc = torch.full((3,), 0)      # 0 是 int，所以 acc 是 int64
print(acc.dtype)
acc += 0.5                     # 浮点数无法原地存入 int64
