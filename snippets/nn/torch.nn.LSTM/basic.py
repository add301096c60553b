import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
lstm = torch.nn.LSTM(input_size=4, hidden_size=3, num_layers=2, batch_first=True).to(device)

x = torch.randn(2, 5, 4, device=device)  # (batch, seq_len, features) because batch_first=True
output, (h_n, c_n) = lstm(x)

print(output.shape)  # (batch, seq_len, hidden_size): last layer, every time step
print(h_n.shape)     # (num_layers, batch, hidden_size): NOT batch-first
print(c_n.shape)
# The last time step of the output equals the last layer's final hidden state
print(torch.allclose(output[:, -1], h_n[-1]))

# Initial states are optional; when given, pass them as a tuple
h0 = torch.zeros(2, 2, 3, device=device)
c0 = torch.zeros(2, 2, 3, device=device)
output2, _ = lstm(x, (h0, c0))
print(torch.allclose(output, output2))  # zeros are the default
