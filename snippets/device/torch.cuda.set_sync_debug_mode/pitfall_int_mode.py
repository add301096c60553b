import torch

# GPU only: the getter returns a number, not the name that was set.
torch.cuda.set_sync_debug_mode("warn")
mode = torch.cuda.get_sync_debug_mode()
print(mode, mode == "warn")  # 1 False
torch.cuda.set_sync_debug_mode("default")
