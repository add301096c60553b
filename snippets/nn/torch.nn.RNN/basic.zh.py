import torch

torch.manual_seed(0)
rnn = torch.nn.RNN(input_size=3, hidden_size=4, num_layers=2, nonlinearity="relu", batch_first=True)

x = torch.randn(5, 7, 3)  # batch_first=True，所以是 (batch, time, features)
h0 = torch.zeros(2, 5, 4)  # (num_layers, batch, hidden)：batch_first 对它不起作用
out, h_n = rnn(x, h0)
print(out.shape)  # 最后一层、每个时间步
print(h_n.shape)  # 每一层、最后一个时间步
print(torch.equal(out[:, -1], h_n[-1]))  # 最后一层最后一步在两者中都有

# 双向：特征维翻倍，状态第 0 维翻倍
birnn = torch.nn.RNN(input_size=3, hidden_size=4, bidirectional=True)
out, h_n = birnn(torch.randn(7, 5, 3))  # 默认布局 (time, batch, features)
print(out.shape, h_n.shape)

# 不带批次的输入：(time, features)，h 为 (layers, hidden)
out, h_n = rnn(torch.randn(7, 3))
print(out.shape, h_n.shape)
