import torch

a = torch.tensor([0b1100, 0b1010, 7])
b = torch.tensor([0b1010, 0b0110, 2])
print(torch.bitwise_and(a, b))        # 8, 2, 2
print(a & b)                          # & 运算符调用的是同一个函数
print(a.bitwise_and(3))               # other 可以是 Python 整数

# 检查某个标志位
READ, WRITE = 1, 2
perms = torch.tensor([0, 1, 3, 2])
print((perms & WRITE) != 0)

# 在 bool 张量上，& 就是掩码的逐元素与
x = torch.tensor([1, 2, 3, 4])
print((x > 1) & (x < 4))
