import torch

images = torch.zeros(2, 3, 4, 4)  # (batch, channels, height, width)

print(images.amax(dim=(2, 3)).shape)   # amax reduces several dims at once
images.max(dim=(2, 3))                 # max takes a single int dim
