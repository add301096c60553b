import torch

x = torch.tensor([1, 2, 3, 4])
print((x > 1) & (x < 4))     # with parentheses: a bool mask
x > 1 & x < 4                # & binds tighter: x > (1 & x) < 4, a chained comparison
