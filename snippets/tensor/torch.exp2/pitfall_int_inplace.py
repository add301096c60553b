import torch

x = torch.tensor([0, 3, 10])
print(torch.exp2(x))
x.exp2_()
