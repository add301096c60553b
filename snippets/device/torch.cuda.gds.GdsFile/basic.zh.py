import os
import tempfile

import torch

if torch.cuda.is_available() and torch.cuda.gds.is_available():
    src = torch.randn(1024, device="cuda")
    with tempfile.TemporaryDirectory(dir=".") as tmp:  # GDS 需要真正的文件系统，不能是 tmpfs
        path = os.path.join(tmp, "weights.bin")
        f = torch.cuda.gds.GdsFile(path, os.O_CREAT | os.O_RDWR)  # 会自动加上 O_DIRECT
        f.save_storage(src.untyped_storage(), offset=0)  # 显存 -> 文件，不经过主机内存
        dst = torch.empty(1024, device="cuda")
        f.load_storage(dst.untyped_storage(), offset=0)  # 文件 -> 显存
        print("round trip equal:", torch.equal(src, dst))
        del f  # 注销句柄并关闭文件
else:
    print("GPUDirect Storage needs a GPU; built in:", torch.cuda.gds.is_available())
