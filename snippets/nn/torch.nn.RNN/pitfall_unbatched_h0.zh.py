import torch

rnn = torch.nn.RNN(input_size=3, hidden_size=4)
x = torch.randn(7, 3)  # 一个不带批次维的序列

h0 = torch.zeros(1, 1, 4)  # 按批次大小为 1 的写法给出
rnn(x, h0)
