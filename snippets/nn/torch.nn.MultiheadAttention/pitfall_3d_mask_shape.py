import torch

mha = torch.nn.MultiheadAttention(embed_dim=8, num_heads=2, batch_first=True)
x = torch.randn(3, 4, 8)
mask = torch.zeros(3, 4, 4, dtype=torch.bool)  # one (L, S) mask per sample
mha(x, x, x, attn_mask=mask)  # a 3-D mask must be (batch * num_heads, L, S)
