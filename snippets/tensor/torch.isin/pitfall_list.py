import torch

labels = torch.tensor([0, 3, 7, 3, 9, 1])

mask = torch.isin(labels, [1, 3, 9])
