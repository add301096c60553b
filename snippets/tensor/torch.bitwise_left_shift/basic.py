import torch

x = torch.tensor([1, 2, 3])
print(torch.bitwise_left_shift(x, 2))             # x * 2**2
print(x << torch.tensor([0, 1, 2]))               # per-element shift amounts
print(1 << torch.arange(4))                       # powers of two: 1, 2, 4, 8

# pack two 4-bit values into one byte
hi = torch.tensor([0x3, 0xA], dtype=torch.uint8)
lo = torch.tensor([0x5, 0x1], dtype=torch.uint8)
print((hi << 4) | lo)                             # 0x35 = 53, 0xA1 = 161
