import os

import torch

# What to look at when is_available() is False
print("torch:", torch.__version__)
print("built with CUDA:", torch.version.cuda)  # None -> CPU-only (or ROCm) wheel
print("built with ROCm/HIP:", torch.version.hip)
print("CUDA_VISIBLE_DEVICES:", os.environ.get("CUDA_VISIBLE_DEVICES", "<not set>"))
print("is_available:", torch.cuda.is_available())
print("device_count:", torch.cuda.device_count())
