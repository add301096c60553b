import torch

# The allocator library was built in another folder than the one the script runs from.
allocator = torch.cuda.CUDAPluggableAllocator("./my_alloc.so", "my_malloc", "my_free")
