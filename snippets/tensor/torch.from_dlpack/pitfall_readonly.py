import numpy as np
import torch

a = np.arange(3.0)
a.flags.writeable = False  # NumPy refuses writes to this array...
t = torch.from_dlpack(a)
t[0] = 5.0                 # ...but the tensor writes into it, without a warning
print(a)
