import torch

print(torch.full((2, 3), 7.0))             # float fill -> float32
print(torch.full((2,), 7).dtype)           # int fill -> int64
print(torch.full((2,), True).dtype)        # bool fill -> bool
print(torch.full((3,), float("-inf")))     # e.g. an initial running max
print(torch.full((2,), 0.5, dtype=torch.float64))
print(torch.full((), 5).shape)             # 0-d

x = torch.zeros(4, 2, dtype=torch.float64)
print(torch.full_like(x, 1.0).dtype)       # same shape/dtype/device as x
