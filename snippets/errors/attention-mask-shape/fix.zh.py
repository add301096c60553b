import torch
import torch.nn as nn

torch.manual_seed(0)
max_len = 8
causal = torch.triu(torch.ones(max_len, max_len, dtype=torch.bool), diagonal=1)
attn = nn.MultiheadAttention(embed_dim=16, num_heads=2, batch_first=True)
x = torch.randn(2, 5, 16)
L = x.size(1)
out, weights = attn(x, x, x, attn_mask=causal[:L, :L])  # 把掩码截取到本批次的长度
print(out.shape, weights[0, 0])  # 第一个 token 只关注它自己
