import torch

torch.manual_seed(0)
mha = torch.nn.MultiheadAttention(embed_dim=8, num_heads=2, batch_first=True)
x = torch.randn(2, 5, 8)  # batch_first=True，所以是 (batch, seq_len, embed_dim)

out, weights = mha(x, x, x)  # 自注意力：query = key = value
print(out.shape)  # 布局与 query 相同
print(weights.shape)  # (batch, L, S)，在各头之间取平均

_, per_head = mha(x, x, x, average_attn_weights=False)
print(per_head.shape)  # (batch, num_heads, L, S)

_, none = mha(x, x, x, need_weights=False)  # 不计算注意力权重，从而可以走快速路径
print(none)
