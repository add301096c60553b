import numpy as np
import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

layer = nn.Linear(3, 2).to(device)  # float32 权重
x = torch.from_numpy(np.ones((4, 3))).to(device)  # NumPy 数组默认是 float64
print(x.dtype)
layer(x)
