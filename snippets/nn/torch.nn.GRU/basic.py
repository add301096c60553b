import torch

torch.manual_seed(0)
gru = torch.nn.GRU(input_size=8, hidden_size=16, num_layers=2, bidirectional=True, batch_first=True)
x = torch.randn(2, 5, 8)  # (batch, seq_len, features) because batch_first=True

output, h_n = gru(x)  # one state tensor, not an (h, c) tuple as in LSTM
print(output.shape)  # (batch, seq_len, 2 * hidden_size)
print(h_n.shape)  # (num_layers * 2, batch, hidden_size): batch_first does NOT apply here

# last layer: forward direction ends at t=-1, backward direction ends at t=0
print(torch.allclose(output[:, -1, :16], h_n[-2]), torch.allclose(output[:, 0, 16:], h_n[-1]))
