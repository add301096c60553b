import numpy as np
import torch

x = torch.tensor([1, 2, 3])
print(x.repeat(2))                 # 类似 np.tile：1 2 3 1 2 3
print(np.repeat(np.array([1, 2, 3]), 2))
print(x.repeat_interleave(2))      # np.repeat 的行为：1 1 2 2 3 3
