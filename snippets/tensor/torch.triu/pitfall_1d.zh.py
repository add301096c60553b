import torch

row = torch.tensor([1.0, 2.0, 3.0])

torch.triu(row)                  # 至少需要 2 个维度
