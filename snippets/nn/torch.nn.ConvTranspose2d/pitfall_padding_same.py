import torch

up = torch.nn.ConvTranspose2d(8, 4, kernel_size=3, padding="same")  # accepted here ...
up(torch.randn(1, 8, 5, 5))  # ... but the forward pass cannot use a string padding
