import torch

x = torch.tensor([-2.7, -0.2, 1.5])

print(torch.fix(x))      # -2, -0, 1: toward zero
print(torch.floor(x))    # -3, -1, 1: what binning code usually wants
