import torch

print(torch.zeros(3).shape)     # zeros takes sizes as separate ints
print(torch.full((3,), 1.0))    # full takes ONE tuple
torch.full(3, 1.0)
