import torch

y = torch.tensor([1.0, 2.0, 3.0])
print(torch.trapezoid(y, dx=0.1))
torch.trapezoid(y, 0.1)                # the second positional argument is x
