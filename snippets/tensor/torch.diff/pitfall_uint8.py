import torch

pixels = torch.tensor([5, 3, 10], dtype=torch.uint8)   # e.g. one row of an image

print(torch.diff(pixels))                  # 3 - 5 wraps around to 254
print(torch.diff(pixels.to(torch.int16)))  # signed type: -2, 7
