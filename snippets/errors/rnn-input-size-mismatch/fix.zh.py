import torch
import torch.nn as nn

torch.manual_seed(0)
lstm = nn.LSTM(input_size=16, hidden_size=32, batch_first=True)
conv_out = torch.randn(4, 16, 50)  # [batch, channels, time]
seq = conv_out.permute(0, 2, 1)  # [batch, time, features]：特征放在最后
out, (h, c) = lstm(seq)
print(out.shape, h.shape)
