import os
import platform

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def show(label, value):
    print(f"{label:<22}{value}")


show("Python", platform.python_version())
show("torch", torch.__version__)  # a "+cpu" suffix means a CPU-only wheel
show("torch.version.cuda", torch.version.cuda)  # CUDA the wheel was built with; None = no CUDA build
show("torch.version.hip", torch.version.hip)  # ROCm version of an AMD build; None otherwise
show("cuDNN", torch.backends.cudnn.version())  # None when this torch has no cuDNN
show("CPU threads", torch.get_num_threads())
show("CUDA_VISIBLE_DEVICES", os.environ.get("CUDA_VISIBLE_DEVICES"))  # None = not set, all GPUs visible
show("cuda available", torch.cuda.is_available())
show("device count", torch.cuda.device_count())
for i in range(torch.cuda.device_count()):
    show(f"  cuda:{i}", torch.cuda.get_device_name(i))

# is_available() only says a driver and a device were found; run a real kernel to be sure.
if torch.cuda.is_available():
    try:
        a = torch.ones(256, 256, device="cuda")
        show("CUDA matmul runs", (a @ a).sum().item() == 256 * 256 * 256)
    except RuntimeError as exc:  # e.g. a GPU too new or too old for this build's kernels
        show("CUDA matmul fails", str(exc).splitlines()[0])
else:
    show("CUDA matmul runs", "skipped (no usable CUDA device)")

x = torch.arange(6.0, device=device).reshape(2, 3)
show(f"op on {device.type}", (x * 2).sum().item() == 30.0)
