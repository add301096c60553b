import numpy as np
import torch

# A column read from a CSV where one value is missing: numpy keeps it as Python objects.
column = np.array([1.5, 2.0, None, 4.0])
print(column.dtype)
torch.from_numpy(column)
