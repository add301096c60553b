import torch

x = torch.tensor([-2.0, 0.5, 3.0])

print((x < -1) | (x > 1))
x < -1 | x > 1               # | 优先级更高：x < (-1 | x) > 1，而浮点数不支持按位或
