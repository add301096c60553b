import torch

act = torch.nn.PReLU(num_parameters=16)
tokens = torch.randn(2, 10, 16)  # (batch, seq_len, features)
act(tokens)  # the slopes are matched against dim 1 (10), not the last dim
