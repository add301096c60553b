import torch

stats = torch.cuda.host_memory_stats()  # CUDA not initialised in this process yet
print(stats["allocated_bytes.current"])
