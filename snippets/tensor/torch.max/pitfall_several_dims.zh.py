import torch

images = torch.zeros(2, 3, 4, 4)  # (batch, channels, height, width)

print(images.amax(dim=(2, 3)).shape)   # amax 可一次归约多个维度
images.max(dim=(2, 3))                 # max 只接受单个 int 类型的 dim
