import torch

# 在哪里调用都安全：CUDA 从未初始化时（或在仅 CPU 的构建上）什么也不做
print(torch.cuda.empty_cache())
print(torch.cuda.is_initialized())
