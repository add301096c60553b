import torch
from torch import nn

torch.manual_seed(0)
layer = nn.TransformerEncoderLayer(d_model=16, nhead=4, dim_feedforward=64, batch_first=True)
encoder = nn.TransformerEncoder(layer, num_layers=3, norm=nn.LayerNorm(16))

tokens = torch.randn(2, 5, 16)  # batch_first=True，所以是 (N, S, E)
padding = torch.tensor([[False, False, False, False, False],
                        [False, False, False, True, True]])  # True 表示填充
causal = torch.ones(5, 5, dtype=torch.bool).triu(1)  # 对角线以上为 True，表示不能关注

out = encoder(tokens, mask=causal, src_key_padding_mask=padding, is_causal=True)
print(out.shape)
print(len(encoder.layers), encoder.layers[0] is layer)  # 三个副本，而不是传进来的那一层
print(sum(p.numel() for p in layer.parameters()), sum(p.numel() for p in encoder.layers.parameters()))
