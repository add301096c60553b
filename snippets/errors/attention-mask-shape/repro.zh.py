import torch
import torch.nn as nn

torch.manual_seed(0)
max_len = 8
causal = torch.triu(torch.ones(max_len, max_len, dtype=torch.bool), diagonal=1)  # 按 max_len 一次性构建
attn = nn.MultiheadAttention(embed_dim=16, num_heads=2, batch_first=True)
x = torch.randn(2, 5, 16)  # 这个批次只有 5 个 token
out, _ = attn(x, x, x, attn_mask=causal)
