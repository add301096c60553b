import os

import torch

# The three questions that decide why torch.cuda.is_available() is False.
print("is_available:", torch.cuda.is_available())
# 1. Was this torch built with CUDA at all? None means a CPU-only wheel.
print("built with CUDA:", torch.version.cuda is not None)
print("CPU-only build:", torch.version.cuda is None and torch.version.hip is None)
# 2. How many devices does the driver expose to this process?
print("device_count:", torch.cuda.device_count())
# 3. Is the process hiding the GPUs? An empty CUDA_VISIBLE_DEVICES hides them all.
print("CUDA_VISIBLE_DEVICES set:", "CUDA_VISIBLE_DEVICES" in os.environ)
