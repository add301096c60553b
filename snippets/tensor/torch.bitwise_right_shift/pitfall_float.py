import torch

x = torch.tensor([8.0, 5.0, 3.0])
print(torch.div(x, 2, rounding_mode='floor'))
x >> 1
