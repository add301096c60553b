import torch

x = torch.tensor([-0.5, 0.3, 1.2])

print((x >= 0) & (x <= 1))   # 加上括号
x >= 0 & x <= 1              # & 的优先级更高：实际是 x >= (0 & x) <= 1
