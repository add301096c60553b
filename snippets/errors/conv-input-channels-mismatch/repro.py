import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

conv = torch.nn.Conv2d(3, 8, kernel_size=3).to(device)
img = torch.zeros(1, 32, 32, 3, device=device)  # NHWC, as images come from NumPy/PIL
conv(img)  # Conv2d reads dim 1 as channels: 32 instead of 3
