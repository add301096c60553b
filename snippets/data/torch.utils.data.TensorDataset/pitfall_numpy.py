import numpy as np
from torch.utils.data import TensorDataset

features = np.zeros((4, 2), dtype=np.float32)
labels = np.array([0, 1, 0, 1])
# NumPy arrays are not tensors; the error message does not say so
ds = TensorDataset(features, labels)
