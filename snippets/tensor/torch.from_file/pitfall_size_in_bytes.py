import os
import tempfile

import numpy as np
import torch

path = os.path.join(tempfile.mkdtemp(), "data.bin")
np.zeros(1000, dtype=np.float32).tofile(path)
n_bytes = os.path.getsize(path)
print(n_bytes, torch.from_file(path, size=n_bytes // 4).shape)
torch.from_file(path, size=n_bytes)
