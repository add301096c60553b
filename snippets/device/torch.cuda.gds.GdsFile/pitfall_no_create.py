import os
import tempfile

import torch

with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "checkpoint.bin")  # a new file, to be written
    f = torch.cuda.gds.GdsFile(path, os.O_RDWR)  # the flags go to os.open as they are
