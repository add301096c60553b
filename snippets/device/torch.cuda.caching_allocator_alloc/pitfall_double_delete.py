import torch

# GPU only: a cleanup path that runs twice.
ptr = torch.cuda.caching_allocator_alloc(1024)
torch.cuda.caching_allocator_delete(ptr)
torch.cuda.caching_allocator_delete(ptr)  # the block is no longer allocated
