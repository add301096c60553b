import numpy as np
import torch

# a NumPy array: the tensor shares its memory, no copy
a = np.arange(3.0)
t = torch.asarray(a)
t[0] = 100.0
print(a, t.dtype)

# torch.tensor always copies, so the array is left alone
b = np.arange(3.0)
torch.tensor(b)[0] = 100.0
print(b)

# a dtype change forces a copy; copy=True forces one too
c = np.arange(3.0)
print(np.shares_memory(c, torch.asarray(c, dtype=torch.float32).numpy()))
print(np.shares_memory(c, torch.asarray(c, copy=True).numpy()))

# a tensor comes back as the very same object
x = torch.arange(4)
print(torch.asarray(x) is x)

# Python lists are always copied; dtypes are inferred as torch.tensor does
print(torch.asarray([1, 2, 3]).dtype, torch.asarray([1.0, 2.0]).dtype, torch.asarray(2.5).shape)
