import torch

x = torch.zeros(2, 3)
print(x.size()[1])  # index the returned Size: fine
x.size[1]           # forgot the call parentheses
