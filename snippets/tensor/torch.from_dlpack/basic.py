import numpy as np
import torch

# any object with __dlpack__ (NumPy, CuPy, JAX, TensorFlow...) is imported without a copy
a = np.arange(4.0)
t = torch.from_dlpack(a)
t[0] = 100.0
print(a, t.dtype, t.device)

# the other direction: NumPy imports a torch tensor the same way
x = torch.arange(6).reshape(2, 3).t()
n = np.from_dlpack(x)
print(n, n.strides)  # the strides of the transposed view are kept

# copy=True asks for independent memory
c = torch.from_dlpack(a, copy=True)
print(c.data_ptr() == t.data_ptr())
