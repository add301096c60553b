import torch

y = torch.tensor([1.0, -1.0])
print(torch.atan2(y, torch.tensor(1.0)))    # wrap the number in a tensor
torch.atan2(y, 1.0)                          # a Python float for other is refused
