import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.arange(4.0)  # pinning applies to CPU tensors
print("pinned before:", x.is_pinned())

try:
    p = x.pin_memory()
    print("pinned copy:", p.is_pinned(), "original still pinned?", x.is_pinned())
    print(torch.equal(p, x))
except RuntimeError as e:
    # CPU-only builds and machines without an accelerator cannot pin memory
    print("RuntimeError:", e)
