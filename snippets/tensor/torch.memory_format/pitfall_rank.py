import torch

image = torch.rand(3, 32, 32)         # one image, C x H x W, no batch dimension

batch = image.unsqueeze(0).to(memory_format=torch.channels_last)
print(batch.shape, batch.stride())
image.to(memory_format=torch.channels_last)
