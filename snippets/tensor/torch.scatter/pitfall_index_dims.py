import torch

labels = torch.tensor([2, 0, 3])     # shape (3,)
one_hot = torch.zeros(3, 4)

one_hot.scatter_(1, labels, 1.0)     # index needs shape (3, 1), like the input it has 2 dims
