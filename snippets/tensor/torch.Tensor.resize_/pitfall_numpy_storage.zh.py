import numpy as np
import torch

arr = np.zeros(4, dtype=np.float32)
t = torch.from_numpy(arr)    # 存储归 NumPy 所有

t.resize_(8)                 # 变大需要重新分配内存，而 torch 在这里做不到
