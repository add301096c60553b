import torch

# Co-occurrence counts: an integer matrix.
counts = torch.tensor([[3, 0, 1], [0, 2, 2], [1, 1, 0], [4, 0, 0]])

U, S, Vh = torch.linalg.svd(counts, full_matrices=False)
