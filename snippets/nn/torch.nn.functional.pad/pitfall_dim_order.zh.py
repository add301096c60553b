import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

images = torch.zeros(1, 1, 2, 3, device=device)  # (N, C, H, W)

# 本意：在高度方向两侧各填充 1。但第一对数对应的是最后一维 W。
wrong = F.pad(images, (1, 1))
right = F.pad(images, (0, 0, 1, 1))
print(wrong.shape)
print(right.shape)
