import torch
from torch import nn

torch.manual_seed(0)
layer = nn.TransformerEncoderLayer(8, 2, 16, batch_first=True)
layer.eval()
x = torch.randn(1, 3, 8)
is_real = torch.tensor([[True, True, False]])  # True for real tokens, as many tokenizers return

correct = layer(x, src_key_padding_mask=~is_real)  # True must mark padding
inverted = layer(x, src_key_padding_mask=is_real)  # attends only to the padding
additive = layer(x, src_key_padding_mask=(~is_real).float())  # 0/1 floats are added, not masked
print(torch.allclose(correct[0, :2], inverted[0, :2]))
print(torch.allclose(correct[0, :2], additive[0, :2]))
