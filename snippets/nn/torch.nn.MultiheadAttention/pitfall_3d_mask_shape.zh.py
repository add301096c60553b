import torch

mha = torch.nn.MultiheadAttention(embed_dim=8, num_heads=2, batch_first=True)
x = torch.randn(3, 4, 8)
mask = torch.zeros(3, 4, 4, dtype=torch.bool)  # 每个样本一个 (L, S) 掩码
mha(x, x, x, attn_mask=mask)  # 三维掩码必须是 (batch * num_heads, L, S)
