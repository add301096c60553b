import torch

x = torch.tensor([-8.0, 8.0])

print(x ** (1 / 3))                          # -8 的实数立方根是 -2，但 pow 给出 nan
print(torch.sign(x) * x.abs() ** (1 / 3))    # 保留符号的奇次方根
