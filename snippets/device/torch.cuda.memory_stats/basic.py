import torch

if torch.cuda.is_available():
    x = torch.empty(1024, 1024, device="cuda")  # 4 MiB; the first allocation initialises CUDA
    stats = torch.cuda.memory_stats()  # flat keys: "<stat>.<pool>.<metric>"
    print("current >= 4 MiB:", stats["allocated_bytes.all.current"] >= 4 * 2**20)
    print("retries, OOMs:", stats["num_alloc_retries"], stats["num_ooms"])
    nested = torch.cuda.memory_stats_as_nested_dict()  # the same numbers, nested
    print("same value:", nested["allocated_bytes"]["all"]["current"] == stats["allocated_bytes.all.current"])
    torch.cuda.reset_accumulated_memory_stats()  # the running totals restart from 0
    print("allocations counted since reset:", torch.cuda.memory_stats()["allocation.all.allocated"])
else:
    print(torch.cuda.memory_stats())  # empty: no CUDA, no statistics
