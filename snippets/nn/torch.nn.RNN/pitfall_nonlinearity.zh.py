import torch

# 内置的只有 'tanh' 和 'relu'
rnn = torch.nn.RNN(input_size=3, hidden_size=4, nonlinearity="sigmoid")
