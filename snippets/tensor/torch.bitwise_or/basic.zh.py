import torch

a = torch.tensor([0b1100, 0b1010, 0])
b = torch.tensor([0b0011, 0b0110, 0])
print(torch.bitwise_or(a, b))          # 15, 14, 0
print(a | b)                           # | 运算符

# 原地设置标志位
flags = torch.tensor([0, 1, 4], dtype=torch.uint8)
flags |= 2                             # 等同于 flags.bitwise_or_(2)
print(flags)

# 在 bool 张量上，| 就是掩码的逐元素或
x = torch.tensor([-3, 0, 5])
print((x < -1) | (x > 1))
