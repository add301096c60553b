import os

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def explain_cuda():
    """Turn torch.cuda.is_available() == False into the most likely reason."""
    if torch.cuda.is_available():
        return f"CUDA usable: {torch.cuda.device_count()} device(s)"
    if torch.version.cuda is None and torch.version.hip is None:
        return f"this torch ({torch.__version__}) is a CPU-only build: install a CUDA or ROCm wheel"
    visible = os.environ.get("CUDA_VISIBLE_DEVICES")
    if visible is not None and visible.strip() in ("", "-1"):
        return f"GPUs are hidden: CUDA_VISIBLE_DEVICES={visible!r}"
    return "CUDA build, but no usable device: check the driver (nvidia-smi) and container GPU access"


print(explain_cuda())

# 以设备为先的代码两种情况下都能运行：只选一次，到处传递。
chosen = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = torch.nn.Linear(3, 1).to(chosen)
x = torch.ones(2, 3, device=chosen)
print("model on", next(model.parameters()).device.type, "| output shape", tuple(model(x).shape))
