import torch

torch.manual_seed(0)
mha = torch.nn.MultiheadAttention(embed_dim=8, num_heads=2, batch_first=True)
x = torch.randn(2, 4, 8)

# key_padding_mask: (batch, S), True = this key is padding, ignore it
padding = torch.tensor([[False, False, True, True],
                        [False, False, False, False]])
_, w = mha(x, x, x, key_padding_mask=padding)
print(w[0].detach().round(decimals=2))  # the last two keys of sample 0 get weight 0

# attn_mask: (L, S), True = this query may NOT look at this key (here: the future)
causal = torch.triu(torch.ones(4, 4, dtype=torch.bool), diagonal=1)
_, w = mha(x, x, x, attn_mask=causal)
print(w[1].detach().round(decimals=2))  # lower-triangular
