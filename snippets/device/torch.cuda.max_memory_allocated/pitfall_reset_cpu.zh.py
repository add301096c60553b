import torch

print(torch.cuda.max_memory_allocated())  # 0，在仅 CPU 的构建上不报错
torch.cuda.reset_peak_memory_stats()  # 但重置需要 CUDA
