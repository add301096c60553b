import torch

# "native" (PyTorch's caching allocator) unless the process was started with
# PYTORCH_ALLOC_CONF=backend:cudaMallocAsync in its environment.
backend = torch.cuda.get_allocator_backend()
print("allocator backend:", backend)
