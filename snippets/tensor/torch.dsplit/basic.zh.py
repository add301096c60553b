import torch

image = torch.arange(12).reshape(1, 2, 6)   # (H, W, C)，6 个通道

parts = torch.dsplit(image, 3)              # 整数：等分成 3 份
print([p.shape for p in parts])

parts = image.dsplit([1, 4])                # 列表：在第 1 和第 4 个通道前切开
print([p.shape for p in parts])
print(parts[0].data_ptr() == image.data_ptr())   # 切出的部分是视图
