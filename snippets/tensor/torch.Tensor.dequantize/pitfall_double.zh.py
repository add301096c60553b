import numpy as np
import torch

features = torch.from_numpy(np.array([0.1, 0.2, 0.3]))  # float64，NumPy 的默认类型

q = torch.quantize_per_tensor(features, 0.01, 0, torch.quint8)
