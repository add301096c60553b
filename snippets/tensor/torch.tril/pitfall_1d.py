import torch

lengths = torch.tensor([1.0, 2.0, 3.0])

torch.tril(lengths)                      # needs at least 2 dimensions
