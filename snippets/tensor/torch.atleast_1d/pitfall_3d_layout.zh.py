import torch

image = torch.ones(28, 28)             # 灰度图像 (H, W)

print(torch.atleast_3d(image).shape)   # 是 (H, W, 1)，不是 (1, H, W)
print(image.unsqueeze(0).shape)        # torch 各层需要的通道在前布局
