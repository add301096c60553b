import torch

steps = torch.tensor([5, 12, 20])
print(torch.remainder(steps, 7.5))   # 非原地：提升为 float32
steps.remainder_(7.5)                # 原地：浮点结果写不回 int64
