import torch

g = torch.Generator().manual_seed(123)
print(g.initial_seed())     # the method belongs to the generator
torch.initial_seed(g)       # the function only reports the global generator
