import torch

x = torch.tensor([-8, -7, -1])            # signed int64
print(x >> 1)                             # arithmetic shift: -4, -4, -1 (floor, sign kept)
print(x >> 100)                           # shifting everything out leaves -1, not 0

b = torch.tensor([0xF0], dtype=torch.uint8)
print(b >> 4, b.to(torch.int8) >> 4)      # the same bits as int8 shift in ones
