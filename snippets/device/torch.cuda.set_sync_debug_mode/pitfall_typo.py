import torch

# GPU only: the mode names are exactly "default", "warn" and "error".
torch.cuda.set_sync_debug_mode("warning")
