import torch

beta = 8.0
print(torch.i0(torch.tensor(beta)))   # the normaliser of a Kaiser window
torch.i0(beta)                        # a Python float is refused
