import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
lstm = torch.nn.LSTM(input_size=4, hidden_size=3).to(device)  # batch_first 默认为 False

x = torch.randn(2, 5, 4, device=device)  # 本意是 (batch=2, seq_len=5, features=4)
output, (h_n, c_n) = lstm(x)
# 不报错：LSTM 把它读成了 seq_len=2, batch=5
print(output.shape)
print(h_n.shape)  # 批次维是 5 而不是 2
