import torch

pixels = torch.tensor([3, 200], dtype=torch.uint8)

print(pixels - 5)                    # 3 - 5 wraps around to 254
print(pixels.int() - 5)              # widen first: -2
print((pixels.float() - 5).clamp(min=0))   # or work in float and clamp
