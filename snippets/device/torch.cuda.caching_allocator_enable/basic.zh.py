import torch

if torch.cuda.is_available():
    torch.cuda.init()  # 只有 CUDA 初始化之后，这个开关才起作用
    with torch.cuda.caching_allocator_disabled():  # 每次释放都直接还给驱动
        x = torch.empty(256, 1024, 1024, device="cuda")  # 1 GiB
        del x
        print("reserved after del < 1 GiB:", torch.cuda.memory_reserved() < 1 << 30)
    y = torch.empty(256, 1024, 1024, device="cuda")  # 缓存重新打开
    del y
    print("reserved after del >= 1 GiB:", torch.cuda.memory_reserved() >= 1 << 30)
else:
    torch.cuda.caching_allocator_enable(False)  # 没有 CUDA：被忽略，不报错
    print("no CUDA device: nothing to switch")
