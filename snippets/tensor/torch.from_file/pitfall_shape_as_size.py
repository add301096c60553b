import os
import tempfile

import numpy as np
import torch

path = os.path.join(tempfile.mkdtemp(), "embeddings.bin")
np.zeros((100, 8), dtype=np.float32).tofile(path)
print(torch.from_file(path, size=100 * 8).view(100, 8).shape)
torch.from_file(path, size=(100, 8))
