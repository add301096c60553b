import random

import numpy as np
import torch

torch.manual_seed(0)
a = (random.random(), np.random.rand())
torch.manual_seed(0)
b = (random.random(), np.random.rand())
print(a == b)                       # torch's seed does not reach random / NumPy

def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)         # CPU and every CUDA device

seed_everything(0)
a = (random.random(), np.random.rand(), torch.rand(1).item())
seed_everything(0)
b = (random.random(), np.random.rand(), torch.rand(1).item())
print(a == b)
