import numpy as np
import torch

x = torch.tensor([float("nan"), -1.0, 0.0])
print(torch.heaviside(x, torch.tensor(0.5)))     # NaN becomes 0
print(np.heaviside(x.numpy(), 0.5))              # NumPy keeps NaN
