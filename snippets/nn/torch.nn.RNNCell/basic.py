import torch

torch.manual_seed(0)
cell = torch.nn.RNNCell(input_size=3, hidden_size=4)
x = torch.randn(6, 2, 3)  # (time, batch, features)

# A cell does one step: you write the loop over time
h = torch.zeros(2, 4)  # (batch, hidden): no layer dimension
outputs = []
for x_t in x:  # x_t is (batch, features)
    h = cell(x_t, h)
    outputs.append(h)
print(torch.stack(outputs).shape, h.shape)

# The same weights in nn.RNN give the same result
rnn = torch.nn.RNN(input_size=3, hidden_size=4)
with torch.no_grad():
    for name in ["weight_ih", "weight_hh", "bias_ih", "bias_hh"]:
        getattr(rnn, name + "_l0").copy_(getattr(cell, name))
out, h_n = rnn(x)
print(torch.allclose(out, torch.stack(outputs), atol=1e-6))

# GRUCell has the same call: (input, h) -> new h
gru_cell = torch.nn.GRUCell(input_size=3, hidden_size=4)
print(gru_cell(x[0]).shape, gru_cell.weight_ih.shape)  # h defaults to zeros; 3 gates stacked
