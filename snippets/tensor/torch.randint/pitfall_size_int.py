import torch

torch.manual_seed(0)
print(torch.randint(0, 3, (5,)))     # size as a tuple
torch.randint(0, 3, 5)               # a bare int is not a size here
