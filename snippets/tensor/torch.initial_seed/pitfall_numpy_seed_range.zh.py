import numpy as np
import torch

torch.manual_seed(12_345_678_901)   # torch 的种子是 64 位的，DataLoader 工作进程的种子也是
print(torch.initial_seed())
np.random.seed(torch.initial_seed())  # NumPy 旧版接口的种子必须在 32 位范围内
