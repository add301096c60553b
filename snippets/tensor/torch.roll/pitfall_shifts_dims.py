import torch

img = torch.zeros(3, 4, 4)

torch.roll(img, shifts=(1, 1), dims=2)   # two shifts but only one dim
