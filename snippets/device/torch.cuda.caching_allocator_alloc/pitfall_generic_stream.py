import torch

# GPU only: the device-generic stream type is not accepted here.
s = torch.Stream("cuda")
ptr = torch.cuda.caching_allocator_alloc(1024, stream=s)
