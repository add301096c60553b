import os
import tempfile

import torch

with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "checkpoint.bin")  # 要写入的新文件
    f = torch.cuda.gds.GdsFile(path, os.O_RDWR)  # flags 原样交给 os.open
