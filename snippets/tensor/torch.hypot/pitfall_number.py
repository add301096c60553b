import torch

x = torch.tensor([3.0, 6.0])
print(torch.hypot(x, torch.tensor(4.0)))   # wrap the number in a 0-d tensor
torch.hypot(x, 4.0)                        # a Python number is refused
