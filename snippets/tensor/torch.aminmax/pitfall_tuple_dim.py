import torch

images = torch.arange(24.0).reshape(2, 3, 4)
print(images.amin(dim=(1, 2)), images.amax(dim=(1, 2)))
torch.aminmax(images, dim=(1, 2))
