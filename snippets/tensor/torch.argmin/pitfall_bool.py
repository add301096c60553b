import torch

mask = torch.tensor([True, True, False, True])

print(mask.int().argmin())   # first False: works once the mask is an integer tensor
mask.argmin()                # bool input is rejected
