import torch

x = torch.zeros(2, 3)
index = torch.tensor([0, 4], dtype=torch.int32)

x.put_(index, torch.tensor([1.0, 2.0]))   # put_ 要求 int64 索引
