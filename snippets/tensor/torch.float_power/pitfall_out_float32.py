import torch

x = torch.tensor([1.5, 2.0, 3.0])
out = torch.empty(3)
print(torch.float_power(x, 2).dtype)
torch.float_power(x, 2, out=out)
