import torch

x = torch.tensor([0, 1, -1])
print(torch.asin(x))
x.asin_()
