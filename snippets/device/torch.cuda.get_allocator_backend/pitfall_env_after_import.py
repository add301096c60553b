import os

import torch

os.environ["PYTORCH_ALLOC_CONF"] = "backend:cudaMallocAsync"  # too late: torch is imported
print(torch.cuda.get_allocator_backend())  # still "native"
