import numpy as np
import torch

print(np.float32(1e-39) * np.float32(1))    # NumPy 保留非规格化数
torch.set_flush_denormal(True)
print(np.float32(1e-39) * np.float32(1))    # 同一行 NumPy 代码现在得到 0
torch.set_flush_denormal(False)
