import numpy as np
import torch
import torch.nn.functional as F

features = np.array([-1.0, 2.0])
print(F.relu(torch.from_numpy(features)))  # 修正：先转换成张量
F.relu(features)
