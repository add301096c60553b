import torch

a = torch.tensor([0b1100, 0b1010, 7])
b = torch.tensor([0b1010, 0b0110, 2])
print(torch.bitwise_and(a, b))        # 8, 2, 2
print(a & b)                          # the & operator calls the same function
print(a.bitwise_and(3))               # a Python int as other

# test a flag bit
READ, WRITE = 1, 2
perms = torch.tensor([0, 1, 3, 2])
print((perms & WRITE) != 0)

# on bool tensors & is element-wise AND of masks
x = torch.tensor([1, 2, 3, 4])
print((x > 1) & (x < 4))
