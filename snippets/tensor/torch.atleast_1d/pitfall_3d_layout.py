import torch

image = torch.ones(28, 28)             # a grayscale image (H, W)

print(torch.atleast_3d(image).shape)   # (H, W, 1), not (1, H, W)
print(image.unsqueeze(0).shape)        # the channels-first layout torch layers expect
