import torch

stats = torch.cuda.memory_stats()  # CUDA not initialised yet in this process
print(len(stats))
print(stats["allocated_bytes.all.peak"])
