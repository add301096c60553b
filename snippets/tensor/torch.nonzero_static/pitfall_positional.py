import torch

x = torch.tensor([0, 3, 0, 5])
print(torch.nonzero_static(x, size=3))
torch.nonzero_static(x, 3)                 # size is keyword-only
