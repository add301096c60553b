import torch

torch.manual_seed(0)
mha = torch.nn.MultiheadAttention(embed_dim=8, num_heads=2, batch_first=True)
x = torch.randn(1, 4, 8)
is_pad = torch.tensor([[0.0, 0.0, 1.0, 1.0]])  # 1.0 meant as "padding"

_, w = mha(x, x, x, key_padding_mask=is_pad)  # a float mask is ADDED to the scores
print(w[0, 0].detach().round(decimals=2))  # the padded keys still get weight
_, w = mha(x, x, x, key_padding_mask=is_pad.bool())
print(w[0, 0].detach().round(decimals=2))
