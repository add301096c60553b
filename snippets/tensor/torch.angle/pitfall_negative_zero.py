import numpy as np
import torch

x = torch.tensor([-0.0, 0.0, -1.0])
print(torch.angle(x))                            # -0.0 gives 0
print(np.angle(x.numpy()))                       # NumPy gives pi for -0.0
print(torch.atan2(torch.zeros(3), x))            # so does atan2(0, x)
