import torch

x = torch.tensor([1.0])
print(torch.nextafter(x, torch.tensor(2.0)))   # the direction as a 0-d tensor
torch.nextafter(x, 2.0)                        # a Python number is refused
