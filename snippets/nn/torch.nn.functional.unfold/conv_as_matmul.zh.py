import torch
import torch.nn.functional as F

torch.manual_seed(0)
img = torch.randn(2, 3, 6, 6)
weight = torch.randn(8, 3, 3, 3)

cols = F.unfold(img, kernel_size=3, padding=1)  # (2, 27, 36)：im2col
out = (weight.view(8, -1) @ cols).view(2, 8, 6, 6)  # 每个批次一次矩阵乘法
print(cols.shape)
print(torch.allclose(out, F.conv2d(img, weight, padding=1), atol=1e-4))
