import numpy as np
import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

arr = np.array([1.0, 2.0, 3.0])         # NumPy's default float is float64
t = torch.from_numpy(arr)
print(t.dtype, t.device)                 # always a CPU tensor, dtype kept as is

# t and arr are two views of the same buffer
arr[0] = -1.0
t[2] = 30.0
print(t)
print(arr)

# typical hand-off to a model: convert dtype and move in one .to() call
x = torch.from_numpy(arr).to(device=device, dtype=torch.float32)
print(x.dtype, x.device.type == device.type)
