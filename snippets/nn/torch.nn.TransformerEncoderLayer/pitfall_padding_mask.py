import torch
from torch import nn

torch.manual_seed(0)
layer = nn.TransformerEncoderLayer(8, 2, 16, batch_first=True)
layer.eval()
x = torch.randn(1, 3, 8)
attention_mask = torch.tensor([[1, 1, 0]])  # 1 for real tokens, as tokenizers return it

correct = layer(x, src_key_padding_mask=attention_mask == 0)  # True must mark padding
inverted = layer(x, src_key_padding_mask=attention_mask.bool())  # attends only to the padding
additive = layer(x, src_key_padding_mask=attention_mask.float())  # 0/1 floats are added, not masked
print(torch.allclose(correct[0, :2], inverted[0, :2]))
print(torch.allclose(correct[0, :2], additive[0, :2]))
