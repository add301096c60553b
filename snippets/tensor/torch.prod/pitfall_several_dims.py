import torch

x = torch.ones(2, 3, 4)

print(x.flatten(1).prod(dim=1).shape)  # merge the dims first: (2,)
print(x.prod(dim=2).prod(dim=1).shape) # or reduce one dim at a time
x.prod(dim=(1, 2))                     # prod takes a single int dim
