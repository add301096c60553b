import numpy as np
import torch

data = [[1, 2], [3, 4]]

print(np.cumsum(np.array(data)))          # NumPy 在不给 axis 时会展平
print(torch.tensor(data).flatten().cumsum(0))  # torch 中的等价写法：显式展平
torch.tensor(data).cumsum()               # torch 必须指定 dim
