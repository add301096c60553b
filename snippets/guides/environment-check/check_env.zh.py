import os
import platform

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def show(label, value):
    print(f"{label:<22}{value}")


show("Python", platform.python_version())
show("torch", torch.__version__)  # 带 "+cpu" 后缀表示仅 CPU 的 wheel
show("torch.version.cuda", torch.version.cuda)  # 构建该 wheel 所用的 CUDA 版本；None 表示不是 CUDA 构建
show("torch.version.hip", torch.version.hip)  # AMD 构建的 ROCm 版本；否则为 None
show("cuDNN", torch.backends.cudnn.version())  # 这个 torch 不带 cuDNN 时为 None
show("CPU threads", torch.get_num_threads())
show("CUDA_VISIBLE_DEVICES", os.environ.get("CUDA_VISIBLE_DEVICES"))  # None 表示未设置，所有 GPU 都可见
show("cuda available", torch.cuda.is_available())
show("device count", torch.cuda.device_count())
for i in range(torch.cuda.device_count()):
    show(f"  cuda:{i}", torch.cuda.get_device_name(i))

# is_available() 只说明找到了驱动和设备；要确认，得真正跑一个内核。
if torch.cuda.is_available():
    try:
        a = torch.ones(256, 256, device="cuda")
        show("CUDA matmul runs", (a @ a).sum().item() == 256 * 256 * 256)
    except RuntimeError as exc:  # 例如 GPU 对这个构建的内核来说太新或太旧
        show("CUDA matmul fails", str(exc).splitlines()[0])
else:
    show("CUDA matmul runs", "skipped (no usable CUDA device)")

x = torch.arange(6.0, device=device).reshape(2, 3)
show(f"op on {device.type}", (x * 2).sum().item() == 30.0)
