import torch

x = torch.tensor([12, 18])

print(torch.gcd(x, torch.tensor(8)))    # wrap the number in a tensor
torch.gcd(x, 8)                         # a Python int is refused
