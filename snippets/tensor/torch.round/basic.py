import torch

x = torch.tensor([0.5, 1.5, 2.5, -1.5, 2.6])
print(torch.round(x))                                   # halves go to the even neighbour
print(torch.round(torch.tensor([3.14159]), decimals=2)) # to two decimal places
print(torch.round(torch.tensor([1234.0]), decimals=-2)) # to hundreds
print(x.round().dtype)                                  # still float32
