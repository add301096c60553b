import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

lstm = torch.nn.LSTM(input_size=4, hidden_size=3, batch_first=True).to(device)
x = torch.zeros(2, 5, 4, device=device)  # (batch, seq, feature)

# batch_first does not apply to h0/c0: they stay (num_layers, batch, hidden)
h0 = torch.zeros(2, 1, 3, device=device)  # wrongly (batch, num_layers, hidden)
c0 = torch.zeros(2, 1, 3, device=device)
lstm(x, (h0, c0))
