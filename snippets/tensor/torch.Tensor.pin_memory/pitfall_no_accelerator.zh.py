import torch

print("accelerator available:", torch.accelerator.is_available())
x = torch.ones(3)
try:
    x = x.pin_memory()
    print("pinned:", x.is_pinned())
except RuntimeError as e:  # 仅 CPU 的构建，或本机没有加速器
    print("RuntimeError:", e)
