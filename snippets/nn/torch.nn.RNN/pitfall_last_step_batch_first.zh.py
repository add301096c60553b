import torch

torch.manual_seed(0)
rnn = torch.nn.RNN(input_size=3, hidden_size=4, batch_first=True)
x = torch.randn(5, 7, 3)  # 5 个序列，每个 7 步

out, h_n = rnn(x)
last = out[-1]  # 本意是最后一个时间步，实际取到最后一个序列的全部时间步
print(last.shape)
print(out[:, -1].shape)  # 每个序列的最后一个时间步
