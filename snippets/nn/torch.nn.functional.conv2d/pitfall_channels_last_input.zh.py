import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

image = torch.zeros(1, 32, 32, 3, device=device)  # 从 PIL / NumPy 读入的 (N, H, W, C)
weight = torch.zeros(8, 3, 3, 3, device=device)
print(F.conv2d(image.permute(0, 3, 1, 2), weight).shape)  # 修正：转成 (N, C, H, W)
F.conv2d(image, weight)
