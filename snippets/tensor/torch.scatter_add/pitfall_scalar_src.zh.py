import torch

labels = torch.tensor([0, 2, 0, 1, 2])
counts = torch.zeros(3)

counts.scatter_add_(0, labels, 1.0)            # 与 scatter_ 不同，它没有标量形式
