import torch

if torch.cuda.is_available():
    before = torch.cuda.memory_allocated()
    ptr = torch.cuda.caching_allocator_alloc(1 << 20)  # 1 MiB；得到整数地址，没有张量
    print("address is an int:", isinstance(ptr, int))
    print("counted by the allocator:", torch.cuda.memory_allocated() - before >= 1 << 20)
    torch.cuda.caching_allocator_delete(ptr)  # 归还；块留在缓存里
    print("released:", torch.cuda.memory_allocated() == before)
else:
    print("no CUDA device: raw allocations need a GPU")
