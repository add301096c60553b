import torch

img = torch.tensor([200, 10], dtype=torch.uint8)      # 原始像素值
ref = torch.tensor([0, 0], dtype=torch.uint8)

print((img - ref).square())                 # 200**2 = 40000，对 256 取模回绕为 64
print((img.float() - ref.float()).square()) # 用浮点数计算误差：40000, 100
