import torch

mha = torch.nn.MultiheadAttention(embed_dim=8, num_heads=2, batch_first=True)
x = torch.randn(2, 4, 8)
mha(x, x, x, is_causal=True)  # 与 F.scaled_dot_product_attention 不同，这里只是一个提示
