import torch

if torch.cuda.is_available():
    torch.cuda.reset_peak_memory_stats()
    base = torch.cuda.memory_allocated()
    x = torch.empty(256, 1024, 1024, device="cuda")  # 1 GiB of float32
    y = x * 2  # a second GiB, briefly
    del y
    mib = 2**20
    print("now held by tensors:", (torch.cuda.memory_allocated() - base) // mib, "MiB")
    print("peak since reset:", (torch.cuda.max_memory_allocated() - base) // mib, "MiB")
    print("reserved by the cache >= allocated:", torch.cuda.memory_reserved() >= torch.cuda.memory_allocated())
else:
    # Both counters return 0 on a CPU-only build; they never raise.
    print(torch.cuda.memory_allocated(), torch.cuda.max_memory_allocated())
