import torch
import torch.nn.functional as F

signal = torch.arange(3.0).reshape(1, 1, 3)
print(F.pad(signal, (2, 2), mode="reflect"))  # 小于长度：没问题
print(F.pad(signal, (4, 4), mode="replicate"))  # 没有长度限制
image = torch.zeros(1, 1, 2, 3)
print(F.pad(image, (1, 1, 2, 2)).shape)  # W 方向是 (left, right)，然后 H 方向是 (top, bottom)
