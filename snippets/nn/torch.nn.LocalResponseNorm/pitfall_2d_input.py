import torch

features = torch.randn(8, 96)  # (N, C) after flattening
torch.nn.LocalResponseNorm(5)(features)
