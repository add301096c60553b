import torch

# nn.RNN 的顺序是 (input_size, hidden_size, num_layers, nonlinearity, ...)，
# 而 RNNCell 的是 (input_size, hidden_size, bias, nonlinearity, ...)
cell = torch.nn.RNNCell(3, 4, "relu")
print(cell.nonlinearity)  # 仍是 tanh："relu" 被传给了 bias
print(cell.bias)
