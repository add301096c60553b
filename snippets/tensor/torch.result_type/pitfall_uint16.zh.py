import torch

image = torch.tensor([1000, 60000], dtype=torch.uint16)  # 16 位图像
offset = torch.tensor([5, 5])
print(image.to(torch.int32) + offset)
image + offset
