import torch

# 仅限 GPU：在启动时、本进程还没碰过 CUDA 之前关闭缓存。
torch.cuda.caching_allocator_enable(False)
x = torch.empty(256, 1024, 1024, device="cuda")  # 1 GiB；CUDA 在这里初始化
del x
print("freed memory still cached:", torch.cuda.memory_reserved() >= 1 << 30)  # True
