import os
import tempfile

import numpy as np
import torch

path = os.path.join(tempfile.mkdtemp(), "data.bin")
np.arange(5, dtype=np.float32).tofile(path)
print(torch.from_file(path))  # size defaults to 0: an empty tensor, no error
print(torch.from_file(path, size=5))
