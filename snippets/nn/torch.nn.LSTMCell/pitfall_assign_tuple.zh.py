import torch

torch.manual_seed(0)
cell = torch.nn.LSTMCell(input_size=3, hidden_size=4)
x = torch.randn(6, 2, 3)

h, c = torch.zeros(2, 4), torch.zeros(2, 4)
for x_t in x:
    h = cell(x_t, (h, c))  # (h, c) 二元组被整个赋给了 h
