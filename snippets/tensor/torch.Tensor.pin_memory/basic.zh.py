import torch

x = torch.arange(4.0)  # 锁页只适用于 CPU 张量
print("pinned before:", x.is_pinned())

if torch.accelerator.is_available():
    p = x.pin_memory()  # 位于锁页内存中的新张量
    print("pinned copy:", p.is_pinned(), "| original:", x.is_pinned())
    print("same values:", torch.equal(p, x))
else:
    print("no accelerator: pinning is unavailable, keep ordinary memory")
