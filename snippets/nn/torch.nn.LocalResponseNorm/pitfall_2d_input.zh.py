import torch

features = torch.randn(8, 96)  # 展平后的 (N, C)
torch.nn.LocalResponseNorm(5)(features)
