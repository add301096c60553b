import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

image = torch.zeros(4, 4, device=device)  # 一张没有 N 和 C 的 (H, W) 单图
print(F.pad(image, (1, 1, 1, 1)).shape)   # 常数模式：维数不限
F.pad(image, (1, 1, 1, 1), mode="reflect")  # 做二维填充时，reflect 需要 (C, H, W) 或 (N, C, H, W)
