import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(1, 3, 7, 7)

print(torch.nn.MaxPool2d(2)(x).shape)  # stride defaults to kernel_size
print(torch.nn.MaxPool2d(3, stride=2, padding=1)(x).shape)  # the ResNet stem pool
print(torch.nn.MaxPool2d(2, ceil_mode=True)(x).shape)

out, idx = torch.nn.MaxPool2d(2, return_indices=True)(x)  # for MaxUnpool2d
print(idx.shape, idx.dtype)
print(torch.equal(F.max_pool2d(x, 2), out))
