import torch

n = 6
print(torch.ones(n // 2).shape)   # integer division: fine
torch.ones(n / 2)                  # n / 2 is the float 3.0
