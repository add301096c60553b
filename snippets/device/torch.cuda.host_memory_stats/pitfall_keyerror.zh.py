import torch

stats = torch.cuda.host_memory_stats()  # 本进程还没有初始化 CUDA
print(stats["allocated_bytes.current"])
