import torch
from torch import nn

# RNNBase 虽然接受 mode 参数，但它只是公共基类
lstm = nn.RNNBase("LSTM", input_size=3, hidden_size=4)
lstm(torch.randn(5, 2, 3))
