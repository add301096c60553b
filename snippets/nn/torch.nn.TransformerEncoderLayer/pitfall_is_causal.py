import torch
from torch import nn

layer = nn.TransformerEncoderLayer(8, 2, 16, batch_first=True)
x = torch.zeros(1, 3, 8)

layer(x, is_causal=True)  # a hint about src_mask, not a replacement for it
