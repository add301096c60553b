import torch
import torch.nn.functional as F

torch.manual_seed(0)
pool = torch.nn.AdaptiveAvgPool2d(1)  # global average pooling

for size in (7, 13):  # any input size gives the same output size
    x = torch.randn(2, 512, size, size)
    print(pool(x).shape)

x = torch.randn(2, 512, 7, 7)
print(torch.allclose(pool(x), x.mean(dim=(2, 3), keepdim=True), atol=1e-6))
print(F.adaptive_avg_pool2d(x, (2, 3)).shape)  # any target grid
print(F.adaptive_avg_pool2d(x, (None, 1)).shape)  # None keeps that dimension
