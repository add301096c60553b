import torch
import torch.nn.functional as F

counts = torch.tensor([[1, 2, 2]])  # int64 bag-of-words counts
F.normalize(counts, dim=1)
