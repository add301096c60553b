import torch

torch.manual_seed(0)
tokens = torch.randn(2, 10, 16)  # (batch, seq_len, features) from an embedding/RNN

conv = torch.nn.Conv1d(16, 32, kernel_size=3, padding=1)
out = conv(tokens.transpose(1, 2))  # -> (batch, features, seq_len)
print(out.shape)
print(out.transpose(1, 2).shape)  # back to (batch, seq_len, channels)
