import torch
from torch import nn

encoder = nn.TransformerEncoder(nn.TransformerEncoderLayer(16, 4, batch_first=True), num_layers=2)
tokens = torch.randn(2, 5, 16)
attention_mask = torch.tensor([[1, 1, 1, 1, 1],
                               [1, 1, 1, 0, 0]])  # 分词器的写法：1 表示真实词元
encoder(tokens, src_key_padding_mask=attention_mask)
