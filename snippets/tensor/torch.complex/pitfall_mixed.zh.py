import numpy as np
import torch

real = torch.ones(3)                   # float32
imag = torch.from_numpy(np.zeros(3))   # float64，NumPy 默认如此
torch.complex(real, imag)              # 这里不做类型提升
