import torch

# Logging the GPU index unconditionally breaks every CPU-only run.
print("training on GPU", torch.cuda.current_device())
