import torch
from torch import nn

bag = nn.EmbeddingBag(10, 3)  # mode="mean" by default
indices = torch.tensor([1, 2, 4, 5])
bag(indices, torch.tensor([0]), per_sample_weights=torch.tensor([0.1, 0.2, 0.3, 0.4]))
