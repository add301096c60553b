import torch

rnn = torch.nn.RNN(input_size=3, hidden_size=4)
x = torch.randn(7, 3)  # one sequence without a batch dimension

h0 = torch.zeros(1, 1, 4)  # (layers, batch, hidden), as for a batch of one
rnn(x, h0)
