import torch
from torch.quasirandom import SobolEngine

a = SobolEngine(dimension=2, seed=1).draw(4)
b = SobolEngine(dimension=2, seed=2).draw(4)
print(torch.equal(a, b))  # 种子不同，点却完全相同：seed 只在 scramble=True 时起作用

a = SobolEngine(dimension=2, scramble=True, seed=1).draw(4)
b = SobolEngine(dimension=2, scramble=True, seed=2).draw(4)
print(torch.equal(a, b))
