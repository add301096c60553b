import torch

# Written on a Mac, run on Linux or Windows: there is no MPS backend there.
x = torch.zeros(3, device="mps")
