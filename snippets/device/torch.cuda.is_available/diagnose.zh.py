import os

import torch

# is_available() 为 False 时要检查的几项
print("torch:", torch.__version__)
print("built with CUDA:", torch.version.cuda)  # None -> 仅 CPU（或 ROCm）的 wheel
print("built with ROCm/HIP:", torch.version.hip)
print("CUDA_VISIBLE_DEVICES:", os.environ.get("CUDA_VISIBLE_DEVICES", "<not set>"))
print("is_available:", torch.cuda.is_available())
print("device_count:", torch.cuda.device_count())
