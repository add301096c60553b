import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

# Safe to call everywhere: a no-op when CUDA was never initialised (or on a CPU-only build)
print(torch.cuda.empty_cache())
print(torch.cuda.is_initialized())
