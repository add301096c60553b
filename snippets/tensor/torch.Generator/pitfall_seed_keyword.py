import torch

g = torch.Generator(device="cpu").manual_seed(42)   # works: seed through manual_seed
print(g.initial_seed())
torch.Generator(device="cpu", seed=42)               # the constructor takes no seed
