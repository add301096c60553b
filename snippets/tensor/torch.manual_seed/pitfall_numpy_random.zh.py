import random

import numpy as np
import torch

torch.manual_seed(0)
a = (random.random(), np.random.rand())
torch.manual_seed(0)
b = (random.random(), np.random.rand())
print(a == b)                       # torch 的种子管不到 random / NumPy

def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)         # CPU 和所有 CUDA 设备

seed_everything(0)
a = (random.random(), np.random.rand(), torch.rand(1).item())
seed_everything(0)
b = (random.random(), np.random.rand(), torch.rand(1).item())
print(a == b)
