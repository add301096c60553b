import torch

cell = torch.nn.GRUCell(input_size=3, hidden_size=4)
x_t = torch.randn(2, 3)  # 一个时间步：(batch, features)

h0 = torch.zeros(1, 2, 4)  # 按 nn.GRU 的 h_0 写成了 (layers, batch, hidden)
cell(x_t, h0)
