import torch

gru = torch.nn.GRU(8, 16, dropout=0.3)  # 只作用于层与层之间：只有 1 层时不起任何作用
print(gru.dropout, gru.num_layers)
