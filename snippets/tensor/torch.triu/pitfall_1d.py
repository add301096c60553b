import torch

row = torch.tensor([1.0, 2.0, 3.0])

torch.triu(row)                  # needs at least 2 dimensions
