import torch

if torch.cuda.is_available():
    torch.cuda.reset_peak_memory_stats()
    base = torch.cuda.memory_allocated()
    x = torch.empty(256, 1024, 1024, device="cuda")  # 1 GiB 的 float32
    y = x * 2  # 又一个 GiB，只存在片刻
    del y
    mib = 2**20
    print("now held by tensors:", (torch.cuda.memory_allocated() - base) // mib, "MiB")
    print("peak since reset:", (torch.cuda.max_memory_allocated() - base) // mib, "MiB")
    print("reserved by the cache >= allocated:", torch.cuda.memory_reserved() >= torch.cuda.memory_allocated())
else:
    # 在仅 CPU 的构建上两个计数器都返回 0，从不抛异常。
    print(torch.cuda.memory_allocated(), torch.cuda.max_memory_allocated())
