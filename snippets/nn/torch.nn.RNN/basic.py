import torch

torch.manual_seed(0)
rnn = torch.nn.RNN(input_size=3, hidden_size=4, num_layers=2, nonlinearity="relu", batch_first=True)

x = torch.randn(5, 7, 3)  # (batch, time, features) because batch_first=True
h0 = torch.zeros(2, 5, 4)  # (num_layers, batch, hidden): batch_first does not apply
out, h_n = rnn(x, h0)
print(out.shape)  # last layer, every step
print(h_n.shape)  # every layer, last step
print(torch.equal(out[:, -1], h_n[-1]))  # the last step of the last layer is in both

# Bidirectional: features double, states double along dim 0
birnn = torch.nn.RNN(input_size=3, hidden_size=4, bidirectional=True)
out, h_n = birnn(torch.randn(7, 5, 3))  # default layout (time, batch, features)
print(out.shape, h_n.shape)

# Unbatched input: (time, features), and h is (layers, hidden)
out, h_n = rnn(torch.randn(7, 3))
print(out.shape, h_n.shape)
