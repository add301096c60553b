import torch

x = torch.arange(4.0)  # pinning applies to CPU tensors
print("pinned before:", x.is_pinned())

if torch.accelerator.is_available():
    p = x.pin_memory()  # a new tensor in page-locked memory
    print("pinned copy:", p.is_pinned(), "| original:", x.is_pinned())
    print("same values:", torch.equal(p, x))
else:
    print("no accelerator: pinning is unavailable, keep ordinary memory")
