import torch

images = torch.zeros(8, 32, 32, 3)               # N, H, W, C
print(torch.movedim(images, -1, 1).shape)        # 通道移到第 1 维：N, C, H, W
print(images.movedim((1, 2), (2, 3)).shape)      # 一次移动多个维度
print(torch.moveaxis(images, 3, 1).shape)        # NumPy 的写法，结果相同

chw = torch.movedim(images, -1, 1)
print(chw.is_contiguous())                       # 一个步长被重排的视图
