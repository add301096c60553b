import numpy as np
import torch

data = [[1, 2], [3, 4]]

print(np.cumsum(np.array(data)))          # NumPy flattens when no axis is given
print(torch.tensor(data).flatten().cumsum(0))  # the same in torch: flatten explicitly
torch.tensor(data).cumsum()               # torch needs dim
