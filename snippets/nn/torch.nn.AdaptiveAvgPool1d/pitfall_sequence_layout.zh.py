import torch

torch.manual_seed(0)
tokens = torch.randn(4, 12, 256)  # Transformer 编码器输出的 (N, L, C)

print(torch.nn.AdaptiveAvgPool1d(1)(tokens).shape)  # 对每个 token 的 256 个特征求平均
pooled = torch.nn.AdaptiveAvgPool1d(1)(tokens.transpose(1, 2)).squeeze(-1)
print(pooled.shape, torch.allclose(pooled, tokens.mean(dim=1), atol=1e-6))
