import torch

torch.manual_seed(0)
mha = torch.nn.MultiheadAttention(embed_dim=8, num_heads=2, batch_first=True)
x = torch.randn(1, 4, 8)
is_pad = torch.tensor([[0.0, 0.0, 1.0, 1.0]])  # 本意是用 1.0 表示“填充”

_, w = mha(x, x, x, key_padding_mask=is_pad)  # 浮点掩码会被加到注意力分数上
print(w[0, 0].detach().round(decimals=2))  # 被填充的 key 仍然分到了权重
_, w = mha(x, x, x, key_padding_mask=is_pad.bool())
print(w[0, 0].detach().round(decimals=2))
