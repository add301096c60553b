import torch

cell = torch.nn.RNNCell(input_size=3, hidden_size=4)
x = torch.randn(6, 2, 3)  # a whole sequence (time, batch, features)

cell(x)  # a cell takes one step at a time
