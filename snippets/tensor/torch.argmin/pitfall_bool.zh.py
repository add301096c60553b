import torch

mask = torch.tensor([True, True, False, True])

print(mask.int().argmin())   # 第一个 False 的位置：把掩码转成整数张量后即可
mask.argmin()                # 不接受布尔输入
