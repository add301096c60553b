import numpy as np
from torch.utils.data import TensorDataset

features = np.zeros((4, 2), dtype=np.float32)
labels = np.array([0, 1, 0, 1])
# NumPy 数组不是张量，但报错信息没有这样说
ds = TensorDataset(features, labels)
