import torch

labels = torch.tensor([0, 2, 0, 1, 2])
counts = torch.zeros(3)                        # float32

counts.scatter_add_(0, labels, torch.ones_like(labels))   # ones_like(labels) 是 int64
