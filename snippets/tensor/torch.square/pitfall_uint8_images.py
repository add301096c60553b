import torch

img = torch.tensor([200, 10], dtype=torch.uint8)      # raw pixels
ref = torch.tensor([0, 0], dtype=torch.uint8)

print((img - ref).square())                 # 200**2 = 40000 wraps modulo 256 to 64
print((img.float() - ref.float()).square()) # compute errors in float: 40000, 100
