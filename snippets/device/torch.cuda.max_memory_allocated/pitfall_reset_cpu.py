import torch

print(torch.cuda.max_memory_allocated())  # 0, no error on a CPU-only build
torch.cuda.reset_peak_memory_stats()  # but resetting needs CUDA
