import torch
from torch import nn

# RNNBase takes a mode, but it is only the shared base class
lstm = nn.RNNBase("LSTM", input_size=3, hidden_size=4)
lstm(torch.randn(5, 2, 3))
