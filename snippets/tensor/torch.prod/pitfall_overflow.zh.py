import math

import torch

n = torch.arange(1, 30)                # 1..29，int64

print(n.prod())                        # 29! 超出 int64 范围：回绕成负数
print(math.factorial(29))              # 真实值
print(n.double().prod())               # float64 保住了数量级（有舍入）
