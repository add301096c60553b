import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

conv = torch.nn.Conv2d(3, 8, kernel_size=3).to(device)
img = torch.zeros(1, 32, 32, 3, device=device)

x = img.permute(0, 3, 1, 2)  # NHWC -> NCHW
print(x.shape, conv(x).shape)

# A grayscale image has 1 channel: either build Conv2d(1, ...) or repeat it.
gray = torch.zeros(1, 1, 32, 32, device=device)
print(conv(gray.expand(-1, 3, -1, -1)).shape)

# A grouped conv still takes in_channels channels; only its weight is split per group.
grouped = torch.nn.Conv2d(4, 8, kernel_size=3, groups=2).to(device)
print(grouped.weight.shape)  # [8, 2, 3, 3]: in_channels // groups in dim 1
print(grouped(torch.zeros(1, 4, 8, 8, device=device)).shape)  # 4 channels, not 2
