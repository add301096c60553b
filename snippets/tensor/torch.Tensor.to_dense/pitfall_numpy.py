import torch

scores = torch.sparse_coo_tensor([[0, 2], [1, 0]], [0.5, 0.25], size=(3, 3))

array = scores.numpy()
