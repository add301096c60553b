import torch

print(torch.logspace(-4, -1, steps=4))          # exponents -4..-1: 1e-4 .. 1e-1
print(torch.logspace(0, 3, steps=4, base=2))    # 2**0 .. 2**3

# a learning-rate sweep from 1e-5 to 1e-1
lrs = torch.logspace(-5, -1, steps=5)
print([f"{lr:.0e}" for lr in lrs.tolist()])
