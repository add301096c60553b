import torch

img = torch.zeros(3, 32, 32)
print(img.dim == 3)        # 比较的是方法对象本身：始终为 False
print(img.dim() == 3, img.ndim == 3)
