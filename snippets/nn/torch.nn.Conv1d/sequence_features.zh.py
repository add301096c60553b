import torch

torch.manual_seed(0)
tokens = torch.randn(2, 10, 16)  # 来自 embedding/RNN 的 (batch, seq_len, features)

conv = torch.nn.Conv1d(16, 32, kernel_size=3, padding=1)
out = conv(tokens.transpose(1, 2))  # -> (batch, features, seq_len)
print(out.shape)
print(out.transpose(1, 2).shape)  # 换回 (batch, seq_len, channels)
