import torch
from torch.distributions import Beta

raw = torch.tensor([0.0, 1.3])  # e.g. a ReLU output used as concentrations
dist = Beta(raw, torch.tensor([2.0, 2.0]))
