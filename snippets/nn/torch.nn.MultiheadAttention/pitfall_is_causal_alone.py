import torch

mha = torch.nn.MultiheadAttention(embed_dim=8, num_heads=2, batch_first=True)
x = torch.randn(2, 4, 8)
mha(x, x, x, is_causal=True)  # unlike F.scaled_dot_product_attention, a hint only
