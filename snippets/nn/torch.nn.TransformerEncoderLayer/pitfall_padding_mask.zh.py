import torch
from torch import nn

torch.manual_seed(0)
layer = nn.TransformerEncoderLayer(8, 2, 16, batch_first=True)
layer.eval()
x = torch.randn(1, 3, 8)
attention_mask = torch.tensor([[1, 1, 0]])  # 真实词元为 1，分词器返回的就是这种掩码

correct = layer(x, src_key_padding_mask=attention_mask == 0)  # True 必须表示填充
inverted = layer(x, src_key_padding_mask=attention_mask.bool())  # 只关注了填充位置
additive = layer(x, src_key_padding_mask=attention_mask.float())  # 0/1 浮点数会被加到分数上，而不是屏蔽
print(torch.allclose(correct[0, :2], inverted[0, :2]))
print(torch.allclose(correct[0, :2], additive[0, :2]))
