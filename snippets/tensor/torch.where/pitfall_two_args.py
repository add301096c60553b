import torch

x = torch.tensor([0.5, -1.0, 2.0])
print(torch.where(x > 0, x, 0.0))   # three arguments: choose values
torch.where(x > 0, x)               # the value for False positions is missing
