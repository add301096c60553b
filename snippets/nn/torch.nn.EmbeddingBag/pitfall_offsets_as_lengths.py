import torch
from torch import nn

bag = nn.EmbeddingBag(10, 3)
indices = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9])
lengths = torch.tensor([4, 4])
bag(indices, lengths)  # lengths where start positions are expected
