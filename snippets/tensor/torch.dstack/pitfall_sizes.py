import torch

image = torch.zeros(4, 6)
mask = torch.zeros(6, 4)
torch.dstack([image, mask])
