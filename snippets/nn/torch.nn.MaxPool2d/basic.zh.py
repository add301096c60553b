import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(1, 3, 7, 7)

print(torch.nn.MaxPool2d(2)(x).shape)  # 步长默认等于 kernel_size
print(torch.nn.MaxPool2d(3, stride=2, padding=1)(x).shape)  # ResNet stem 中的池化层
print(torch.nn.MaxPool2d(2, ceil_mode=True)(x).shape)

out, idx = torch.nn.MaxPool2d(2, return_indices=True)(x)  # 供 MaxUnpool2d 使用
print(idx.shape, idx.dtype)
print(torch.equal(F.max_pool2d(x, 2), out))
