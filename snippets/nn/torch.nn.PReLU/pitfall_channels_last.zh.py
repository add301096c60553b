import torch

act = torch.nn.PReLU(num_parameters=16)
tokens = torch.randn(2, 10, 16)  # (batch, seq_len, features)
act(tokens)  # 斜率按第 1 维（10）对齐，而不是最后一维
