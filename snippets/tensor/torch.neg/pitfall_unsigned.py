import torch

offsets = torch.tensor([1, 5, 0], dtype=torch.uint8)

print(-offsets)                  # wraps around: 256 - x
print(-offsets.to(torch.int16))  # widen to a signed type first
