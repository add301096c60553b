import os
import tempfile

import numpy as np
import torch

path = os.path.join(tempfile.mkdtemp(), "data.bin")
np.arange(5, dtype=np.float32).tofile(path)
print(torch.from_file(path))  # size 默认为 0：得到空张量，不报错
print(torch.from_file(path, size=5))
