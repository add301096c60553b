import torch

# GPU only: an old name for "reset the reserved peak" resets every peak.
x = torch.empty(64, 1024, 1024, device="cuda")  # 256 MiB
del x
print("allocated peak before:", torch.cuda.max_memory_allocated() > 0)
torch.cuda.reset_max_memory_cached()
print("allocated peak after:", torch.cuda.max_memory_allocated() > 0)
