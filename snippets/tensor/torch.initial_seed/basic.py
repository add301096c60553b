import torch

torch.manual_seed(42)
print(torch.initial_seed())          # the seed set last
torch.rand(1000)
print(torch.initial_seed())          # unchanged by drawing numbers

torch.manual_seed(-1)                # negative seeds are stored modulo 2**64
print(torch.initial_seed(), torch.initial_seed() == 2**64 - 1)

seed = torch.seed()                  # a fresh nondeterministic seed...
print(seed == torch.initial_seed())  # ...which initial_seed reports, so it can be logged

g = torch.Generator().manual_seed(7)
print(g.initial_seed())              # a private generator has its own
