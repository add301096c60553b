import torch

if torch.cuda.is_available():
    torch.cuda.init()  # host statistics exist once CUDA is initialised
    x = torch.empty(1024, 1024).pin_memory()  # 4 MiB of pinned host memory
    stats = torch.cuda.host_memory_stats()
    print("pinned bytes held >= 4 MiB:", stats["allocated_bytes.current"] >= 4 * 2**20)
    del x  # the block goes back to the pinned cache, not to the OS
    print("still held:", torch.cuda.host_memory_stats()["allocated_bytes.current"] >= 4 * 2**20)
    torch.cuda.reset_peak_host_memory_stats()
else:
    print(torch.cuda.host_memory_stats())  # empty without CUDA
