import torch

status = 2  # cudaErrorMemoryAllocation, as returned by a raw runtime call
try:
    torch.cuda.check_error(status)
except torch.cuda.OutOfMemoryError:  # the usual OOM handler does not see it
    print("out of memory: retrying with a smaller batch")
