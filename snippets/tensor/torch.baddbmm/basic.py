import torch

torch.manual_seed(0)
q = torch.randn(2, 3, 4)  # (batch, queries, dim)
k = torch.randn(2, 5, 4)  # (batch, keys, dim)
bias = torch.zeros(3, 5)  # shared by every batch: broadcast

# bias + scale * q @ k^T in one call, as attention scores are computed.
scores = torch.baddbmm(bias, q, k.transpose(1, 2), alpha=4 ** -0.5)
print(scores.shape)
print(torch.allclose(scores, bias + (q @ k.transpose(1, 2)) / 2))
