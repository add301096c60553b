import os
import tempfile

import torch

if torch.cuda.is_available() and torch.cuda.gds.is_available():
    src = torch.randn(1024, device="cuda")
    with tempfile.TemporaryDirectory(dir=".") as tmp:  # GDS needs a real file system, not tmpfs
        path = os.path.join(tmp, "weights.bin")
        f = torch.cuda.gds.GdsFile(path, os.O_CREAT | os.O_RDWR)  # O_DIRECT is added for you
        f.save_storage(src.untyped_storage(), offset=0)  # GPU memory -> file, no host copy
        dst = torch.empty(1024, device="cuda")
        f.load_storage(dst.untyped_storage(), offset=0)  # file -> GPU memory
        print("round trip equal:", torch.equal(src, dst))
        del f  # deregisters the handle and closes the file
else:
    print("GPUDirect Storage needs a GPU; built in:", torch.cuda.gds.is_available())
