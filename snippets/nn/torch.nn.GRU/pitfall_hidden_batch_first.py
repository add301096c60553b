import torch

gru = torch.nn.GRU(8, 16, batch_first=True)
x = torch.randn(2, 5, 8)
h0 = torch.zeros(2, 1, 16)  # written batch-first like the input
gru(x, h0)  # h0 is always (num_layers * directions, batch, hidden)
