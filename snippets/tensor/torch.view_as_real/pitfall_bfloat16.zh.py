import torch

queries = torch.randn(2, 8, dtype=torch.bfloat16)  # bf16 训练下的激活值

pairs = queries.reshape(2, 4, 2)
rotated = torch.view_as_complex(pairs)
