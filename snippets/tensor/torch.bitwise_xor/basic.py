import torch

a = torch.tensor([0b1100, 0b1010, 5])
b = torch.tensor([0b1010, 0b1010, 0])
print(torch.bitwise_xor(a, b))     # 6, 0, 5: bits set in exactly one
print(a ^ b)                       # the ^ operator

# toggle a flag bit in place
flags = torch.tensor([0, 1, 3])
flags ^= 1                         # same as flags.bitwise_xor_(1)
print(flags)

# on bool tensors ^ is "exactly one is True"
p = torch.tensor([True, True, False])
q = torch.tensor([True, False, False])
print(p ^ q)
