import numpy as np
import torch

w = torch.zeros(3, requires_grad=True)          # float32
g = torch.from_numpy(np.ones(3))                # float64, NumPy's default
print(g.dtype)
w.grad = g                                      # the dtype must match w's
