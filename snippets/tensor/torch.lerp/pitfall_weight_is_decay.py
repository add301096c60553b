import torch

ema = torch.zeros(1)
decay = 0.999

for step in range(3):
    new_value = torch.ones(1)
    ema.lerp_(new_value, decay)  # moves 99.9% of the way to the new value
    print(ema.item())
