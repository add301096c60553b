import torch

x = torch.tensor([-0.5, 0.3, 1.2])

print((x >= 0) & (x <= 1))   # with parentheses
x >= 0 & x <= 1              # & binds tighter: this is x >= (0 & x) <= 1
