import torch

x = torch.tensor([0, 1, -1])
print(torch.atanh(x))
x.atanh_()
