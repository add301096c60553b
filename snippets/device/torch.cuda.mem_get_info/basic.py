import torch

if torch.cuda.is_available():
    mib = 2**20
    free, total = torch.cuda.mem_get_info()  # bytes, for the whole card, all processes included
    print("free <= total:", free <= total)
    x = torch.empty(256, 1024, 1024, device="cuda")  # 1 GiB
    free_after, _ = torch.cuda.mem_get_info()
    print("free dropped by >= 1 GiB:", free - free_after >= 1024 * mib)
else:
    # Unlike memory_allocated(), mem_get_info() needs a working GPU: check first.
    print("no CUDA device: skipping mem_get_info()")
