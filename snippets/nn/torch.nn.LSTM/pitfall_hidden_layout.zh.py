import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

lstm = torch.nn.LSTM(input_size=4, hidden_size=3, batch_first=True).to(device)
x = torch.zeros(2, 5, 4, device=device)  # (batch, seq, feature)

# batch_first 对 h0/c0 不起作用：它们仍是 (num_layers, batch, hidden)
h0 = torch.zeros(2, 1, 3, device=device)  # 错写成了 (batch, num_layers, hidden)
c0 = torch.zeros(2, 1, 3, device=device)
lstm(x, (h0, c0))
