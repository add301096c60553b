import torch

if torch.cuda.is_available():
    mib = 2**20
    x = torch.empty(256, 1024, 1024, device="cuda")  # 1 GiB of float32
    print("allocated:", torch.cuda.memory_allocated() // mib, "MiB")
    print("reserved >= allocated:", torch.cuda.memory_reserved() >= torch.cuda.memory_allocated())
    del x  # the tensor is gone, its block stays in the cache
    print("allocated after del:", torch.cuda.memory_allocated() // mib, "MiB")
    print("still reserved >= 1 GiB:", torch.cuda.memory_reserved() >= 1024 * mib)
    torch.cuda.empty_cache()  # hand the unused blocks back to the driver
    print("reserved after empty_cache < 1 GiB:", torch.cuda.memory_reserved() < 1024 * mib)
    print("peak reserved >= 1 GiB:", torch.cuda.max_memory_reserved() >= 1024 * mib)
else:
    # Without CUDA the readers return 0 and never raise.
    print(torch.cuda.memory_reserved(), torch.cuda.max_memory_reserved())
