import torch

torch.manual_seed(0)
gru = torch.nn.GRU(input_size=8, hidden_size=16, num_layers=2, bidirectional=True, batch_first=True)
x = torch.randn(2, 5, 8)  # batch_first=True，所以是 (batch, seq_len, features)

output, h_n = gru(x)  # 只有一个状态张量，不像 LSTM 那样是 (h, c) 元组
print(output.shape)  # (batch, seq_len, 2 * hidden_size)
print(h_n.shape)  # (num_layers * 2, batch, hidden_size)：batch_first 对这里不起作用

# 最后一层：正向在 t=-1 处结束，反向在 t=0 处结束
print(torch.allclose(output[:, -1, :16], h_n[-2]), torch.allclose(output[:, 0, 16:], h_n[-1]))
