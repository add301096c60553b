import torch

a = torch.tensor([1, 2, 0])
b = torch.tensor([2, 0, 0])

either = a | b                          # bitwise or of integers: [3, 2, 0]
print(either)
print(either.sum().item())              # 5, not the 2 positions that are set
print(torch.logical_or(a, b).sum().item())
