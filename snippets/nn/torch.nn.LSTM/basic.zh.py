import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
lstm = torch.nn.LSTM(input_size=4, hidden_size=3, num_layers=2, batch_first=True).to(device)

x = torch.randn(2, 5, 4, device=device)  # batch_first=True，所以是 (batch, seq_len, features)
output, (h_n, c_n) = lstm(x)

print(output.shape)  # (batch, seq_len, hidden_size)：最后一层在每个时间步的输出
print(h_n.shape)     # (num_layers, batch, hidden_size)：不是 batch-first
print(c_n.shape)
# 输出的最后一个时间步等于最后一层的最终隐藏状态
print(torch.allclose(output[:, -1], h_n[-1]))

# 初始状态可以不传；要传的话以元组形式传入
h0 = torch.zeros(2, 2, 3, device=device)
c0 = torch.zeros(2, 2, 3, device=device)
output2, _ = lstm(x, (h0, c0))
print(torch.allclose(output, output2))  # 默认值就是全零
