import torch
from torch.quasirandom import SobolEngine

u = SobolEngine(dimension=2).draw(4)  # unscrambled: the first point is the origin
print(u[0])
z = torch.special.ndtri(u)  # map to standard normal samples
print(z[0])  # -inf: breaks everything downstream

u = SobolEngine(dimension=2, scramble=True, seed=0).draw(4)
print(torch.special.ndtri(u).isfinite().all())
