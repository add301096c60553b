import torch

labels = torch.tensor([0, 2, 0, 1, 2])
counts = torch.zeros(3)

counts.scatter_add_(0, labels, 1.0)            # unlike scatter_, there is no scalar form
