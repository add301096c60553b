import torch
from torch import nn

decoder = nn.Sequential(nn.Linear(8, 48), nn.Unflatten(1, (3, 4, 4)))
print(decoder(torch.randn(1, 8)).shape)  # a batch of one works
decoder(torch.randn(8))  # one sample without a batch dimension does not
