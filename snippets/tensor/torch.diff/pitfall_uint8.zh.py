import torch

pixels = torch.tensor([5, 3, 10], dtype=torch.uint8)   # 例如图像的一行

print(torch.diff(pixels))                  # 3 - 5 回绕成 254
print(torch.diff(pixels.to(torch.int16)))  # 有符号类型：-2, 7
