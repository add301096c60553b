import torch

torch.manual_seed(0)
cell = torch.nn.LSTMCell(input_size=3, hidden_size=4)
x = torch.randn(6, 2, 3)  # (time, batch, features)

h = torch.zeros(2, 4)  # (batch, hidden)
c = torch.zeros(2, 4)
for x_t in x:
    h, c = cell(x_t, (h, c))  # state in and out is the pair (h, c)
print(h.shape, c.shape)
print(cell.weight_ih.shape)  # 4 gates (input, forget, cell, output) stacked

# Same weights in nn.LSTM, same final state
lstm = torch.nn.LSTM(input_size=3, hidden_size=4)
with torch.no_grad():
    for name in ["weight_ih", "weight_hh", "bias_ih", "bias_hh"]:
        getattr(lstm, name + "_l0").copy_(getattr(cell, name))
out, (h_n, c_n) = lstm(x)
print(torch.allclose(h_n[0], h, atol=1e-6), torch.allclose(c_n[0], c, atol=1e-6))
