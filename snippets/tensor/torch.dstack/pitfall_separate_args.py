import torch

r = torch.zeros(4, 4)
g = torch.ones(4, 4)
print(torch.dstack([r, g]).shape)
torch.dstack(r, g)
