import torch

flat = torch.tensor([5.0, 1.0])               # e.g. produced by a division
print(torch.unravel_index(flat.long(), (2, 3)))
torch.unravel_index(flat, (2, 3))
