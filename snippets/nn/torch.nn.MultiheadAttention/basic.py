import torch

torch.manual_seed(0)
mha = torch.nn.MultiheadAttention(embed_dim=8, num_heads=2, batch_first=True)
x = torch.randn(2, 5, 8)  # (batch, seq_len, embed_dim) because batch_first=True

out, weights = mha(x, x, x)  # self-attention: query = key = value
print(out.shape)  # same layout as the query
print(weights.shape)  # (batch, L, S), averaged over the heads

_, per_head = mha(x, x, x, average_attn_weights=False)
print(per_head.shape)  # (batch, num_heads, L, S)

_, none = mha(x, x, x, need_weights=False)  # skips the weights, allows the fast path
print(none)
