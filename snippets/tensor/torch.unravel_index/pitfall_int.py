import torch

print(torch.unravel_index(torch.tensor(5), (2, 3)))
torch.unravel_index(5, (2, 3))              # a Python int, not a tensor
