import torch

img = torch.zeros(3, 32, 32)
print(img.dim == 3)        # compares the method object: always False
print(img.dim() == 3, img.ndim == 3)
