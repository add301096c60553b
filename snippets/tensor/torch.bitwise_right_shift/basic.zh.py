import torch

x = torch.tensor([16, 17, 255])
print(torch.bitwise_right_shift(x, 2))      # floor(x / 4)
print(x >> torch.tensor([0, 1, 4]))         # 每个元素各自的移位数

# 拆出一个字节的高 4 位和低 4 位
packed = torch.tensor([0x35, 0xA1], dtype=torch.uint8)
print(packed >> 4, packed & 0xF)            # 3, 10 以及 5, 1

# 取出 32 位整数中的一个字节
word = torch.tensor([0x12345678], dtype=torch.int32)
print((word >> 8) & 0xFF)                   # 0x56 = 86
