import torch

cell = torch.nn.LSTMCell(input_size=3, hidden_size=4)
x_t = torch.randn(2, 3)

h = torch.zeros(2, 4)
cell(x_t, h)  # GRUCell style: only h
