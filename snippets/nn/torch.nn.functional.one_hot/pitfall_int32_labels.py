import numpy as np
import torch
import torch.nn.functional as F

labels = torch.from_numpy(np.array([0, 2, 1], dtype=np.int32))  # int32 from a NumPy/pandas column
F.one_hot(labels, num_classes=3)  # only int64 is accepted
