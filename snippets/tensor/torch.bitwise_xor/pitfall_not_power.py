import torch

x = torch.tensor([1, 2, 3, 4])
print(x ^ 2)          # XOR with 2, not the square
print(x ** 2)         # the square

torch.tensor([1.5, 2.0]) ^ 2     # on floats ^ is refused
