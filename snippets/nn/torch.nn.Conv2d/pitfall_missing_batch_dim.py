import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

conv = nn.Conv2d(1, 4, kernel_size=3).to(device)  # grayscale input
batch = torch.rand(16, 28, 28, device=device)  # 16 images, channel dim forgotten
print(conv(batch.unsqueeze(1)).shape)  # (16, 1, 28, 28) works
conv(batch)  # read as ONE image with 16 channels
