import numpy as np
import torch

a = torch.zeros(2, 3)
b = torch.ones(2, 3)
print(torch.cat([a, b], dim=0).shape)

values = [torch.zeros(3), np.ones(3), [2.0, 2.0, 2.0]]  # 类型混杂
print(torch.stack([torch.as_tensor(v, dtype=torch.float32) for v in values]))
