import torch
from torch import nn

layer = nn.TransformerEncoderLayer(8, 2, 16, batch_first=True)
x = torch.zeros(1, 3, 8)

layer(x, is_causal=True)  # 这只是对 src_mask 的提示，不能代替它
