import torch

conv = torch.nn.Conv3d(3, 16, kernel_size=3, padding=1)
images = torch.randn(4, 3, 32, 32)  # a batch of 2-D images, not volumes
conv(images)  # 4-D input is taken as ONE unbatched volume (C=4, D=3, H, W)
