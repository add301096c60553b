import torch

x = torch.tensor([1.0, 2.0])
print(torch.polygamma(1, x))   # the order first, then the tensor
torch.polygamma(x, 1)          # swapped, as in the method form x.polygamma(1)
