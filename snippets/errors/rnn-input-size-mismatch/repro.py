import torch
import torch.nn as nn

torch.manual_seed(0)
lstm = nn.LSTM(input_size=16, hidden_size=32, batch_first=True)
conv_out = torch.randn(4, 16, 50)  # [batch, channels, time] from a Conv1d
print(conv_out.shape)
out, _ = lstm(conv_out)  # the last dimension (50 time steps) is taken as the features
