import torch
from torch import nn

torch.manual_seed(0)
layer = nn.TransformerEncoderLayer(8, 2, 16, batch_first=True)
layer.eval()
x = torch.randn(2, 3, 8)
padding = torch.tensor([[True, True, True],     # an empty sequence: all padding
                        [False, False, True]])

print(layer(x, src_key_padding_mask=padding)[0, 0, :3])  # with autograd: finite

with torch.no_grad():  # inference takes the fused fast path
    print(layer(x, src_key_padding_mask=padding)[0, 0, :3])  # nan
