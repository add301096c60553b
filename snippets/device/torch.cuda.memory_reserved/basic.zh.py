import torch

if torch.cuda.is_available():
    mib = 2**20
    x = torch.empty(256, 1024, 1024, device="cuda")  # 1 GiB 的 float32
    print("allocated:", torch.cuda.memory_allocated() // mib, "MiB")
    print("reserved >= allocated:", torch.cuda.memory_reserved() >= torch.cuda.memory_allocated())
    del x  # 张量没了，它的块还留在缓存里
    print("allocated after del:", torch.cuda.memory_allocated() // mib, "MiB")
    print("still reserved >= 1 GiB:", torch.cuda.memory_reserved() >= 1024 * mib)
    torch.cuda.empty_cache()  # 把没用到的块还给驱动
    print("reserved after empty_cache < 1 GiB:", torch.cuda.memory_reserved() < 1024 * mib)
    print("peak reserved >= 1 GiB:", torch.cuda.max_memory_reserved() >= 1024 * mib)
else:
    # 没有 CUDA 时这些读取函数返回 0，从不报错。
    print(torch.cuda.memory_reserved(), torch.cuda.max_memory_reserved())
