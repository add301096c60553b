import torch

a = torch.tensor([0b1100, 0b1010, 0])
b = torch.tensor([0b0011, 0b0110, 0])
print(torch.bitwise_or(a, b))          # 15, 14, 0
print(a | b)                           # the | operator

# set a flag bit in place
flags = torch.tensor([0, 1, 4], dtype=torch.uint8)
flags |= 2                             # same as flags.bitwise_or_(2)
print(flags)

# on bool tensors | is element-wise OR of masks
x = torch.tensor([-3, 0, 5])
print((x < -1) | (x > 1))
