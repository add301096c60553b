import torch

x = torch.tensor([1, 2, 5])
print(torch.digamma(x))
x.digamma_()
