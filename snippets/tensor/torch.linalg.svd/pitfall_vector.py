import torch

embedding = torch.randn(5)  # one vector, not a matrix

U, S, Vh = torch.linalg.svd(embedding)
