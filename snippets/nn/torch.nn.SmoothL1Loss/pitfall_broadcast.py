import warnings

import torch

warnings.simplefilter("always")
pred = torch.tensor([[1.0], [2.0], [3.0]])  # box regression head output (N, 1)
target = torch.tensor([1.0, 2.0, 3.0])      # (N,)

print(torch.nn.SmoothL1Loss()(pred, target))  # perfect predictions, non-zero loss
print(torch.nn.SmoothL1Loss()(pred.squeeze(1), target))
