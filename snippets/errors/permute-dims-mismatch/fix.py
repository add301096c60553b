import torch

image = torch.zeros(3, 32, 24)
batch = torch.zeros(8, 3, 32, 24)
print(image.permute(1, 2, 0).shape)  # every dimension, once
print(image.movedim(-3, -1).shape, batch.movedim(-3, -1).shape)  # one expression for both
