import torch

if torch.cuda.is_available():
    x = torch.empty(1024, 1024, device="cuda")  # 4 MiB
    segments = torch.cuda.memory_snapshot(include_traces=False)  # 分配器持有的每个段对应一个字典
    held = sum(s["total_size"] for s in segments)
    states = {b["state"] for s in segments for b in s["blocks"]}
    print("segments hold >= 4 MiB:", held >= 4 * 2**20)
    print("a block is in use:", "active_allocated" in states)
else:
    print(torch.cuda.memory_snapshot())  # 没有 CUDA 时为 []
