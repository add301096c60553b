import torch

a = torch.tensor([0.2, 0.6, 1.5])      # p = 3 needs a > 1
print(torch.mvlgamma(a, p=3))          # finite numbers, no error
print(a > (3 - 1) / 2)                 # which inputs are valid
