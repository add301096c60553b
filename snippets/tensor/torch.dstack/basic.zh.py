import torch

red = torch.zeros(2, 3)
green = torch.ones(2, 3)
blue = torch.full((2, 3), 2.0)

image = torch.dstack((red, green, blue))   # (H, W) 平面 -> (H, W, 3)
print(image.shape)
print(image[0, 0])                         # 一个像素的三个通道

print(torch.dstack((torch.tensor([1, 2]), torch.tensor([3, 4]))).shape)   # 一维 (n,) 先变成 (1, n, 1)
