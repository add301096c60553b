import torch

base = torch.tensor([10], dtype=torch.int32)

print(base ** 10)            # 10**10 does not fit in int32: wraps without a warning
print(base.long() ** 10)     # int64 holds it
print(base.double() ** 10)   # or compute in floating point
