import torch

# GPU only: switched off at start-up, before this process has touched CUDA.
torch.cuda.caching_allocator_enable(False)
x = torch.empty(256, 1024, 1024, device="cuda")  # 1 GiB; CUDA initialises here
del x
print("freed memory still cached:", torch.cuda.memory_reserved() >= 1 << 30)  # True
