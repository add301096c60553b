import torch

# meant: ten points with step 0.1 starting at 0
t = torch.linspace(0, 1, 10)
print(t)
print(t[1] - t[0])              # the step is 1/9, because 1.0 is included

print(torch.linspace(0, 0.9, 10))       # what was meant
print(torch.arange(10) * 0.1)           # the same grid, from integers
