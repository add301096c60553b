import torch

gru = torch.nn.GRU(8, 16, dropout=0.3)  # only applied BETWEEN layers: with 1 layer it does nothing
print(gru.dropout, gru.num_layers)
