import torch

gru = torch.nn.GRU(8, 16, batch_first=True)
x = torch.randn(2, 5, 8)
h0 = torch.zeros(2, 1, 16)  # 照着输入写成了 batch-first 的布局
gru(x, h0)  # h0 始终是 (num_layers * directions, batch, hidden)
