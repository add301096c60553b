import torch

# A buffer for another library, requested on a machine without a GPU.
ptr = torch.cuda.caching_allocator_alloc(1024)
