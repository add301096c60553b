import numpy as np
import torch

real = torch.ones(3)                   # float32
imag = torch.from_numpy(np.zeros(3))   # float64, as NumPy makes it
torch.complex(real, imag)              # no type promotion here
