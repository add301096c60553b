import numpy as np
import torch

col = np.array([1.5, None, 3.0], dtype=object)   # 例如含缺失值的 pandas 列
print(torch.as_tensor(np.array([1.5, np.nan, 3.0])))
torch.as_tensor(col)
