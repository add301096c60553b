import numpy as np
import torch

features = torch.ones(2)
extra = np.zeros(2, dtype=np.float32)    # came from a NumPy pre-processing step

print(torch.is_tensor(extra))
torch.cat([features, extra])
