import torch

x = torch.tensor([-8, -7, -1])            # 有符号 int64
print(x >> 1)                             # 算术右移：-4, -4, -1（向下取整，保留符号）
print(x >> 100)                           # 把所有位都移出后得到 -1，不是 0

b = torch.tensor([0xF0], dtype=torch.uint8)
print(b >> 4, b.to(torch.int8) >> 4)      # 同样的位，按 int8 解释时高位补 1
