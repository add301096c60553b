import numpy as np
import torch
import torch.nn.functional as F

labels = torch.from_numpy(np.array([0, 2, 1], dtype=np.int32))  # 来自 NumPy/pandas 列的 int32
F.one_hot(labels, num_classes=3)  # 只接受 int64
