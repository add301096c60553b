import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

conv = nn.Conv2d(3, 8, kernel_size=3).to(device)
image = torch.rand(1, 32, 32, 3, device=device)  # (N, H, W, C) as loaded by PIL/NumPy
print(conv(image.permute(0, 3, 1, 2)).shape)  # fixed: move channels to dim 1
conv(image)
