import torch

# Only 'tanh' and 'relu' are built in
rnn = torch.nn.RNN(input_size=3, hidden_size=4, nonlinearity="sigmoid")
