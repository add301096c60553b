import torch
from torch.distributions import Beta

raw = torch.tensor([0.0, 1.3])  # 例如把 ReLU 的输出用作 concentration
dist = Beta(raw, torch.tensor([2.0, 2.0]))
