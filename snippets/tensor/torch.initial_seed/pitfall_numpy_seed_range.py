import numpy as np
import torch

torch.manual_seed(12_345_678_901)   # torch seeds are 64-bit, as are DataLoader worker seeds
print(torch.initial_seed())
np.random.seed(torch.initial_seed())  # NumPy's legacy seed must fit in 32 bits
