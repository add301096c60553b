import torch

torch.Tensor([1, 2], dtype=torch.int64)   # the legacy constructor takes no dtype
