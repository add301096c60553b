import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 4, 10)  # (N, C, L)

print(torch.nn.MaxPool1d(2)(x).shape)  # stride defaults to kernel_size
print(torch.nn.MaxPool1d(3, stride=1, padding=1)(x).shape)  # keeps the length
out, idx = torch.nn.MaxPool1d(2, return_indices=True)(x)
print(idx.shape, idx.dtype)  # positions along L, for MaxUnpool1d
print(torch.equal(F.max_pool1d(x, 2), out))

video = torch.randn(2, 3, 8, 32, 32)  # (N, C, D, H, W)
print(torch.nn.MaxPool3d((1, 2, 2))(video).shape)  # pool H and W only
print(torch.nn.MaxPool3d(2)(video).shape)  # halves D as well
