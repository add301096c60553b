import numpy as np
import torch

arr = np.array([1.0, 2.0, 3.0])           # float64
t = torch.as_tensor(arr)                  # same dtype, CPU: shares memory
arr[0] = 100.0
print(t, t.dtype)

c = torch.as_tensor(arr, dtype=torch.float32)   # dtype changes: a copy
arr[1] = 200.0
print(c)

x = torch.ones(2)
print(torch.as_tensor(x) is x)            # a tensor of the right dtype/device comes back as is

print(torch.as_tensor([1, 2, 3]))         # a list is always copied

device = "cuda" if torch.cuda.is_available() else "cpu"
g = torch.as_tensor(arr, dtype=torch.float32, device=device)   # copy onto the device
print(g.device.type == device)
