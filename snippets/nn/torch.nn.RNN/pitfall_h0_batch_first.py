import torch

rnn = torch.nn.RNN(input_size=3, hidden_size=4, num_layers=2, batch_first=True)
x = torch.randn(5, 7, 3)  # (batch, time, features)

h0 = torch.zeros(5, 2, 4)  # batch first, like x: wrong for the state
rnn(x, h0)
