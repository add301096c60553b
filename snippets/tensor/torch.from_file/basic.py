import os
import tempfile

import numpy as np
import torch

path = os.path.join(tempfile.mkdtemp(), "weights.bin")
np.arange(6, dtype=np.float32).tofile(path)  # raw bytes, no header

t = torch.from_file(path, size=6, dtype=torch.float32)  # size counts elements
print(t.view(2, 3))

private = torch.from_file(path, shared=False, size=6)
private[0] = 100.0  # a private mapping: the file is not changed
print(np.fromfile(path, dtype=np.float32)[:2])

shared = torch.from_file(path, shared=True, size=6)
shared[0] = 100.0  # a shared mapping: the write reaches the file
print(np.fromfile(path, dtype=np.float32)[:2])
