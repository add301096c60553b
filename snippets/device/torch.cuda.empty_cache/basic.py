import torch

# Safe to call everywhere: a no-op when CUDA was never initialised (or on a CPU-only build)
print(torch.cuda.empty_cache())
print(torch.cuda.is_initialized())
