import torch

ema = torch.zeros(1)
decay = 0.999

for step in range(3):
    new_value = torch.ones(1)
    ema.lerp_(new_value, decay)  # 一步就向新值靠近 99.9%
    print(ema.item())
