import torch

if torch.cuda.is_available():
    mib = 2**20
    free, total = torch.cuda.mem_get_info()  # 字节数，针对整块卡，包括所有进程
    print("free <= total:", free <= total)
    x = torch.empty(256, 1024, 1024, device="cuda")  # 1 GiB
    free_after, _ = torch.cuda.mem_get_info()
    print("free dropped by >= 1 GiB:", free - free_after >= 1024 * mib)
else:
    # 与 memory_allocated() 不同，mem_get_info() 需要能用的 GPU：先检查。
    print("no CUDA device: skipping mem_get_info()")
