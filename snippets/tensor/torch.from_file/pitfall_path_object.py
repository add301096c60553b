import pathlib
import tempfile

import numpy as np
import torch

path = pathlib.Path(tempfile.mkdtemp()) / "data.bin"
np.zeros(4, dtype=np.float32).tofile(path)
print(torch.from_file(str(path), size=4))
torch.from_file(path, size=4)
