import torch

if torch.cuda.is_available():
    x = torch.empty(1024, 1024, device="cuda")  # 4 MiB；第一次分配会初始化 CUDA
    stats = torch.cuda.memory_stats()  # 扁平的键："<统计量>.<池>.<指标>"
    print("current >= 4 MiB:", stats["allocated_bytes.all.current"] >= 4 * 2**20)
    print("retries, OOMs:", stats["num_alloc_retries"], stats["num_ooms"])
    nested = torch.cuda.memory_stats_as_nested_dict()  # 同样的数字，嵌套形式
    print("same value:", nested["allocated_bytes"]["all"]["current"] == stats["allocated_bytes.all.current"])
    torch.cuda.reset_accumulated_memory_stats()  # 累计值从 0 重新开始
    print("allocations counted since reset:", torch.cuda.memory_stats()["allocation.all.allocated"])
else:
    print(torch.cuda.memory_stats())  # 空的：没有 CUDA 就没有统计
