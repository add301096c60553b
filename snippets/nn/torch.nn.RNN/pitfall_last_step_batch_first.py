import torch

torch.manual_seed(0)
rnn = torch.nn.RNN(input_size=3, hidden_size=4, batch_first=True)
x = torch.randn(5, 7, 3)  # 5 sequences of 7 steps

out, h_n = rnn(x)
last = out[-1]  # meant: last time step; got: the last sequence, all steps
print(last.shape)
print(out[:, -1].shape)  # the last step of every sequence
