import numpy as np
import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2, device=device)
x.to(np.float32)       # NumPy 的 dtype 不是 torch.dtype
