import torch

totals = torch.zeros(3)                        # float32
index = torch.tensor([0, 2, 0])
amounts = torch.tensor([5, 1, 2])              # int64

totals.index_add_(0, index, amounts)
