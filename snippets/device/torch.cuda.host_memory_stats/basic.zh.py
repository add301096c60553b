import torch

if torch.cuda.is_available():
    torch.cuda.init()  # CUDA 初始化之后才有主机端统计
    x = torch.empty(1024, 1024).pin_memory()  # 4 MiB 锁页内存
    stats = torch.cuda.host_memory_stats()
    print("pinned bytes held >= 4 MiB:", stats["allocated_bytes.current"] >= 4 * 2**20)
    del x  # 块回到锁页内存缓存，而不是还给操作系统
    print("still held:", torch.cuda.host_memory_stats()["allocated_bytes.current"] >= 4 * 2**20)
    torch.cuda.reset_peak_host_memory_stats()
else:
    print(torch.cuda.host_memory_stats())  # 没有 CUDA 时为空
