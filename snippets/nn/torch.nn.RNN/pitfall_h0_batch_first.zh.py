import torch

rnn = torch.nn.RNN(input_size=3, hidden_size=4, num_layers=2, batch_first=True)
x = torch.randn(5, 7, 3)  # (batch, time, features)

h0 = torch.zeros(5, 2, 4)  # 像 x 一样批次在前：对状态来说是错的
rnn(x, h0)
