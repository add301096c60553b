import torch
from torch import nn

encoder = nn.TransformerEncoder(nn.TransformerEncoderLayer(16, 4, batch_first=True), num_layers=2)
tokens = torch.randn(2, 5, 16)  # (N, S, E)
lengths = torch.tensor([5, 3])
padding = torch.arange(5)[:, None] >= lengths  # 不小心构造成了 (S, N)
encoder(tokens, src_key_padding_mask=padding)
