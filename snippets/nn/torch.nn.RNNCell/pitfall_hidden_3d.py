import torch

cell = torch.nn.GRUCell(input_size=3, hidden_size=4)
x_t = torch.randn(2, 3)  # one step: (batch, features)

h0 = torch.zeros(1, 2, 4)  # shaped like nn.GRU's h_0 (layers, batch, hidden)
cell(x_t, h0)
