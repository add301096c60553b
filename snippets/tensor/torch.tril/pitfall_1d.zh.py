import torch

lengths = torch.tensor([1.0, 2.0, 3.0])

torch.tril(lengths)                      # 至少需要 2 个维度
