import torch

ema = torch.zeros(3)  # float32
update = torch.ones(3, dtype=torch.float64)

ema = torch.lerp(ema, update, 0.1)
