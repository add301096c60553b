import numpy as np
import torch

features = torch.ones(2)
extra = np.zeros(2, dtype=np.float32)    # 来自 NumPy 预处理步骤

print(torch.is_tensor(extra))
torch.cat([features, extra])
