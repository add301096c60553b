import torch

x = torch.tensor([-2.0, 0.5, 3.0])

print((x < -1) | (x > 1))
x < -1 | x > 1               # | binds first: x < (-1 | x) > 1, and floats have no bitwise or
