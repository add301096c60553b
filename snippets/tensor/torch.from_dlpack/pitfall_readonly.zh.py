import numpy as np
import torch

a = np.arange(3.0)
a.flags.writeable = False  # NumPy 拒绝写入这个数组……
t = torch.from_dlpack(a)
t[0] = 5.0                 # ……张量却能写进去，而且没有警告
print(a)
