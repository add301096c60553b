import torch

tokens = torch.randn(2, 10, 16)  # (batch, seq_len, features)
conv = torch.nn.Conv1d(16, 32, kernel_size=3)
conv(tokens)  # 第 1 维（seq_len=10）被当成了通道
