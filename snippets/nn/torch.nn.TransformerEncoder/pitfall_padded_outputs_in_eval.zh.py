import torch
from torch import nn

torch.manual_seed(0)
encoder = nn.TransformerEncoder(nn.TransformerEncoderLayer(16, 4, batch_first=True), num_layers=2)
tokens = torch.randn(2, 5, 16)
padding = torch.tensor([[False] * 5, [False, False, False, True, True]])

encoder.eval()
print(encoder(tokens, src_key_padding_mask=padding)[1, 3:].abs().sum())  # 记录梯度时：照常计算出的值
with torch.no_grad():
    print(encoder(tokens, src_key_padding_mask=padding)[1, 3:].abs().sum())  # 快速路径：恰好为 0
