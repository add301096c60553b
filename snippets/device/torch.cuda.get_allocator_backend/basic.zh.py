import torch

# 默认是 "native"（PyTorch 的缓存分配器），除非进程启动时环境里
# 设置了 PYTORCH_ALLOC_CONF=backend:cudaMallocAsync。
backend = torch.cuda.get_allocator_backend()
print("allocator backend:", backend)
