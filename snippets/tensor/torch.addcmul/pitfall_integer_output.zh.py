import torch

hits = torch.zeros(2, dtype=torch.int64)  # 整数计数器
weights = torch.tensor([0.5, 1.0])
counts = torch.tensor([2.0, 3.0])

hits.addcmul_(weights, counts)
