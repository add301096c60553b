import torch

tokens = torch.randn(2, 10, 16)  # (batch, seq_len, features)
conv = torch.nn.Conv1d(16, 32, kernel_size=3)
conv(tokens)  # dim 1 (seq_len=10) is read as the channels
