import torch

torch.manual_seed(0)
tokens = torch.randn(4, 12, 256)  # (N, L, C) from a Transformer encoder

print(torch.nn.AdaptiveAvgPool1d(1)(tokens).shape)  # averages the 256 features per token
pooled = torch.nn.AdaptiveAvgPool1d(1)(tokens.transpose(1, 2)).squeeze(-1)
print(pooled.shape, torch.allclose(pooled, tokens.mean(dim=1), atol=1e-6))
