import torch
import torch.nn as nn

torch.manual_seed(0)
lstm = nn.LSTM(input_size=8, hidden_size=16, batch_first=True)
x = torch.randn(4, 10, 8)  # [batch, seq, features]
# batch_first 对状态不起作用：状态必须是 [num_layers, batch, hidden]，而不是 [batch, num_layers, hidden]。
h0 = torch.zeros(4, 1, 16)
c0 = torch.zeros(4, 1, 16)
out, _ = lstm(x, (h0, c0))
