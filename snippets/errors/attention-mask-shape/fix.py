import torch
import torch.nn as nn

torch.manual_seed(0)
max_len = 8
causal = torch.triu(torch.ones(max_len, max_len, dtype=torch.bool), diagonal=1)
attn = nn.MultiheadAttention(embed_dim=16, num_heads=2, batch_first=True)
x = torch.randn(2, 5, 16)
L = x.size(1)
out, weights = attn(x, x, x, attn_mask=causal[:L, :L])  # slice the mask to this batch's length
print(out.shape, weights[0, 0])  # the first token attends only to itself
