import torch

torch.manual_seed(0)
mha = torch.nn.MultiheadAttention(embed_dim=8, num_heads=2, batch_first=True)
x = torch.randn(2, 4, 8)

# key_padding_mask：(batch, S)，True 表示该 key 是填充，忽略它
padding = torch.tensor([[False, False, True, True],
                        [False, False, False, False]])
_, w = mha(x, x, x, key_padding_mask=padding)
print(w[0].detach().round(decimals=2))  # 样本 0 的最后两个 key 权重为 0

# attn_mask：(L, S)，True 表示该 query 不能看这个 key（这里即未来位置）
causal = torch.triu(torch.ones(4, 4, dtype=torch.bool), diagonal=1)
_, w = mha(x, x, x, attn_mask=causal)
print(w[1].detach().round(decimals=2))  # 下三角
