import torch

# nn.RNN's order is (input_size, hidden_size, num_layers, nonlinearity, ...),
# but RNNCell's is (input_size, hidden_size, bias, nonlinearity, ...)
cell = torch.nn.RNNCell(3, 4, "relu")
print(cell.nonlinearity)  # still tanh: "relu" went into bias
print(cell.bias)
