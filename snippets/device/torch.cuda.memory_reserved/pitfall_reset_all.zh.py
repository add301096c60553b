import torch

# 仅限 GPU：这个旧名字本意是“重置缓存峰值”，实际重置了所有峰值。
x = torch.empty(64, 1024, 1024, device="cuda")  # 256 MiB
del x
print("allocated peak before:", torch.cuda.max_memory_allocated() > 0)
torch.cuda.reset_max_memory_cached()
print("allocated peak after:", torch.cuda.max_memory_allocated() > 0)
