import torch

torch.manual_seed(0)
q = torch.randn(2, 4, 5, 8)  # [batch, heads, length, head_dim]
k = torch.randn(2, 4, 5, 8)
scores = torch.bmm(q, k.transpose(-2, -1))
