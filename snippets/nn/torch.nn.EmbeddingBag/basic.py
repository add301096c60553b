import torch
from torch import nn

torch.manual_seed(0)
bag = nn.EmbeddingBag(10, 3, mode="mean")

# bags of different lengths: all indices in one 1-D tensor, offsets = where each bag starts
indices = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9])
offsets = torch.tensor([0, 4, 8])  # bags [1, 2, 4, 5], [4, 3, 2, 9] and an empty one
print(bag(indices, offsets))  # an empty bag gives zeros
print(torch.allclose(bag(indices, offsets)[0], bag.weight[[1, 2, 4, 5]].mean(0)))

# bags of equal length: a 2-D input, no offsets
print(bag(torch.tensor([[1, 2, 4], [4, 3, 2]])).shape)

weighted = nn.EmbeddingBag(10, 3, mode="sum")
print(weighted(indices, offsets, per_sample_weights=torch.rand(8)).shape)
