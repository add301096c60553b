import torch

images = torch.zeros(8, 32, 32, 3)               # N, H, W, C
print(torch.movedim(images, -1, 1).shape)        # channels moved to dim 1: N, C, H, W
print(images.movedim((1, 2), (2, 3)).shape)      # several dims at once
print(torch.moveaxis(images, 3, 1).shape)        # NumPy spelling, same result

chw = torch.movedim(images, -1, 1)
print(chw.is_contiguous())                       # a view with permuted strides
