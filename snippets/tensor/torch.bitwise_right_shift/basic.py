import torch

x = torch.tensor([16, 17, 255])
print(torch.bitwise_right_shift(x, 2))      # floor(x / 4)
print(x >> torch.tensor([0, 1, 4]))         # per-element shift amounts

# unpack the high and low 4 bits of a byte
packed = torch.tensor([0x35, 0xA1], dtype=torch.uint8)
print(packed >> 4, packed & 0xF)            # 3, 10 and 5, 1

# extract one byte of a 32-bit value
word = torch.tensor([0x12345678], dtype=torch.int32)
print((word >> 8) & 0xFF)                   # 0x56 = 86
