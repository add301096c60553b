import torch

torch.manual_seed(0)

# proj_size：h（以及 output）缩小到 proj_size，c 保持 hidden_size。
lstm = torch.nn.LSTM(input_size=4, hidden_size=5, num_layers=2, proj_size=3, batch_first=True)
output, (h_n, c_n) = lstm(torch.randn(2, 7, 4))  # (batch, seq_len, features)
print(output.shape)  # (2, 7, 3)
print(h_n.shape)     # (num_layers, batch, proj_size) = (2, 2, 3)
print(c_n.shape)     # (num_layers, batch, hidden_size) = (2, 2, 5)

# 不带批次维的输入 (seq_len, features)：状态同样没有批次维。
lstm = torch.nn.LSTM(input_size=4, hidden_size=5, num_layers=2)
output, (h_n, c_n) = lstm(torch.randn(7, 4))
print(output.shape)  # (7, 5)
print(h_n.shape, c_n.shape)  # 两者都是 (2, 5)
