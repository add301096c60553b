import torch

mask = torch.tensor([True, False, True])

print(~mask)                 # invert a bool mask
print(1 - mask.float())      # or convert first when a float weight is wanted
1 - mask                     # subtraction with a bool tensor is refused
