import torch

print("accelerator available:", torch.accelerator.is_available())
x = torch.ones(3)
try:
    x = x.pin_memory()
    print("pinned:", x.is_pinned())
except RuntimeError as e:  # CPU-only build, or no accelerator on this machine
    print("RuntimeError:", e)
