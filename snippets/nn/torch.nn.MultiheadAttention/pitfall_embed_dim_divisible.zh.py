import torch

torch.nn.MultiheadAttention(embed_dim=100, num_heads=8)  # 100 / 8 不是整数
