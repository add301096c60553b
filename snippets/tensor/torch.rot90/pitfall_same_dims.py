import torch

img = torch.zeros(4, 4)
torch.rot90(img, 1, dims=(1, 1))
