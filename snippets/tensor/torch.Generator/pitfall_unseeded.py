import torch

torch.manual_seed(2024)      # does not reach generators you create yourself

g1 = torch.Generator()       # never seeded
g2 = torch.Generator()
print(g1.initial_seed(), g2.initial_seed())            # the same fixed default
print(torch.rand(3, generator=g1))
print(torch.rand(3, generator=g2))                     # identical "independent" stream
