import torch

queries = torch.randn(2, 8, dtype=torch.bfloat16)  # activations under bf16 training

pairs = queries.reshape(2, 4, 2)
rotated = torch.view_as_complex(pairs)
