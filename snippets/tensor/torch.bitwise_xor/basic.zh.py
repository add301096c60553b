import torch

a = torch.tensor([0b1100, 0b1010, 5])
b = torch.tensor([0b1010, 0b1010, 0])
print(torch.bitwise_xor(a, b))     # 6, 0, 5：只在一边为 1 的位
print(a ^ b)                       # ^ 运算符

# 原地翻转标志位
flags = torch.tensor([0, 1, 3])
flags ^= 1                         # 等同于 flags.bitwise_xor_(1)
print(flags)

# 在 bool 张量上，^ 表示"恰好一个为 True"
p = torch.tensor([True, True, False])
q = torch.tensor([True, False, False])
print(p ^ q)
