import torch

red = torch.zeros(2, 3)
green = torch.ones(2, 3)
blue = torch.full((2, 3), 2.0)

image = torch.dstack((red, green, blue))   # (H, W) planes -> (H, W, 3)
print(image.shape)
print(image[0, 0])                         # one pixel's three channels

print(torch.dstack((torch.tensor([1, 2]), torch.tensor([3, 4]))).shape)   # 1-D (n,) becomes (1, n, 1) first
