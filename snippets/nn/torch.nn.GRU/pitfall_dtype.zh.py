import numpy as np
import torch

gru = torch.nn.GRU(8, 16, batch_first=True)
x = torch.from_numpy(np.random.rand(2, 5, 8))  # 来自 NumPy 的 float64
gru(x)
