import torch

x = torch.tensor([0, 0, 1])
print(torch.erfinv(x))
x.erfinv_()
