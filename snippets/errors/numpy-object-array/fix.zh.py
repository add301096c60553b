import numpy as np
import torch

column = np.array([1.5, 2.0, None, 4.0])
numeric = column.astype(np.float32)  # None 变成 nan
values = torch.from_numpy(numeric)
print(values.dtype, values)
print(torch.nan_to_num(values, nan=0.0))  # 然后再决定缺失值代表什么

frames = np.empty(2, dtype=object)  # 由等长数组组成的数组
frames[0], frames[1] = np.zeros(3), np.ones(3)
print(torch.from_numpy(np.stack(frames)).shape)
