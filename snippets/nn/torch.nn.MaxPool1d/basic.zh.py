import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 4, 10)  # (N, C, L)

print(torch.nn.MaxPool1d(2)(x).shape)  # 步长默认等于 kernel_size
print(torch.nn.MaxPool1d(3, stride=1, padding=1)(x).shape)  # 长度保持不变
out, idx = torch.nn.MaxPool1d(2, return_indices=True)(x)
print(idx.shape, idx.dtype)  # 沿 L 的位置，供 MaxUnpool1d 使用
print(torch.equal(F.max_pool1d(x, 2), out))

video = torch.randn(2, 3, 8, 32, 32)  # (N, C, D, H, W)
print(torch.nn.MaxPool3d((1, 2, 2))(video).shape)  # 只池化 H 和 W
print(torch.nn.MaxPool3d(2)(video).shape)  # D 也减半
