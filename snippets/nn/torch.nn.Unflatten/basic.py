import torch
from torch import nn

torch.manual_seed(0)
decoder = nn.Sequential(
    nn.Linear(8, 3 * 4 * 4),
    nn.Unflatten(1, (3, 4, 4)),  # (N, 48) -> (N, 3, 4, 4)
)
print(decoder(torch.randn(5, 8)).shape)

x = torch.randn(2, 12)
print(nn.Unflatten(1, (3, -1))(x).shape)  # one size may be -1: inferred as 4
print(nn.Unflatten(-1, (2, 6))(x).shape)  # negative dims count from the end

y = nn.Unflatten(1, (3, 4))(x)
print(y._base is x)  # a view: no copy
print(nn.Unflatten(1, (3, 4)))
