import random

import numpy as np
import torch

random.seed(0)
np.random.seed(0)
g = torch.Generator().manual_seed(0)

state = torch.get_rng_state()
before = (torch.rand(1).item(), random.random(), np.random.rand(), torch.rand(1, generator=g).item())
torch.set_rng_state(state)
after = (torch.rand(1).item(), random.random(), np.random.rand(), torch.rand(1, generator=g).item())

for name, b, a in zip(["torch global", "random", "numpy", "private Generator"], before, after):
    print(f"{name:18} repeated: {b == a}")
