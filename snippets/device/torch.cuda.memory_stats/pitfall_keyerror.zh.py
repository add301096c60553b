import torch

stats = torch.cuda.memory_stats()  # 本进程还没有初始化 CUDA
print(len(stats))
print(stats["allocated_bytes.all.peak"])
