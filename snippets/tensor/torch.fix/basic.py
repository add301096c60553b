import torch

x = torch.tensor([-2.7, -0.5, 0.5, 2.7])
print(torch.fix(x))                 # toward zero (note the -0.)
print(torch.trunc(x))               # the same operation
print(torch.floor(x))               # floor rounds down instead
print(torch.tensor([-3, 3]).fix())  # integers come back unchanged, still int64
