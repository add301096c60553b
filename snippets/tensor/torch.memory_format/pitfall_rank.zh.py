import torch

image = torch.rand(3, 32, 32)         # 单张图像，C x H x W，没有批次维度

batch = image.unsqueeze(0).to(memory_format=torch.channels_last)
print(batch.shape, batch.stride())
image.to(memory_format=torch.channels_last)
