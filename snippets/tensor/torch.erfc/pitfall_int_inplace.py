import torch

x = torch.tensor([0, 1, 2])
print(torch.erfc(x))
x.erfc_()
