import torch
from torch.quasirandom import SobolEngine

engine = SobolEngine(dimension=2, scramble=True, seed=0)
points = engine.draw(4)  # the next 4 points in [0, 1)^2, float32
print(points)
print(engine.draw(4).shape)  # draws continue the sequence

engine.reset()  # back to the start
print(torch.equal(engine.draw(4), points))

# Quasi-Monte Carlo estimate of the mean of x * y over the unit square (exact: 0.25)
engine = SobolEngine(dimension=2, scramble=True, seed=0)
xy = engine.draw_base2(10)  # 2**10 points, keeps the sequence balanced
print(round((xy[:, 0] * xy[:, 1]).mean().item(), 4))
