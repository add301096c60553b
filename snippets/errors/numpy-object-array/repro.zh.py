import numpy as np
import torch

# 从 CSV 读出的一列，其中缺了一个值：numpy 把它们存成 Python 对象。
column = np.array([1.5, 2.0, None, 4.0])
print(column.dtype)
torch.from_numpy(column)
