import torch
import torch.nn.functional as F

x = torch.arange(16.0).view(1, 1, 4, 4)  # (N, C, H, W)

patches = F.unfold(x, kernel_size=2, stride=2)  # (N, C * kH * kW, L)：每个块对应一列
print(patches.shape)
print(patches[0])  # 第 0 列是左上角的 2x2 块展平后的结果

# 对于互不重叠的块，fold 是逆操作
print(torch.equal(F.fold(patches, output_size=(4, 4), kernel_size=2, stride=2), x))
