import torch

ema = torch.zeros(1)
decay = 0.999

for step in range(3):
    new_value = torch.ones(1)
    ema.lerp_(new_value, decay)  # 向新值移动了 99.9% 的距离
    print(ema.item())
