import torch
from torch.quasirandom import SobolEngine

a = SobolEngine(dimension=2, seed=1).draw(4)
b = SobolEngine(dimension=2, seed=2).draw(4)
print(torch.equal(a, b))  # different seeds, identical points: seed needs scramble=True

a = SobolEngine(dimension=2, scramble=True, seed=1).draw(4)
b = SobolEngine(dimension=2, scramble=True, seed=2).draw(4)
print(torch.equal(a, b))
