import numpy as np
import torch

x = torch.tensor([-0.0, 0.0, -1.0])
print(torch.angle(x))                            # -0.0 得到 0
print(np.angle(x.numpy()))                       # NumPy 对 -0.0 给出 pi
print(torch.atan2(torch.zeros(3), x))            # atan2(0, x) 也是如此
