import torch
import torch.nn as nn

torch.manual_seed(0)
lstm = nn.LSTM(input_size=8, hidden_size=16, batch_first=True)
x = torch.randn(4, 10, 8)
num_states = lstm.num_layers * (2 if lstm.bidirectional else 1)
h0 = x.new_zeros(num_states, x.size(0), lstm.hidden_size)  # [num_layers * directions, batch, hidden]
c0 = torch.zeros_like(h0)
out, (h, c) = lstm(x, (h0, c0))
print(out.shape, h.shape)
out, _ = lstm(x[:3])  # 或者干脆不传状态：任意批次大小都会得到形状正确的全零状态
print(out.shape)
