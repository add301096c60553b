import torch

print(torch.range(0, 4))          # warns; the end is included, dtype float32
print(torch.arange(0, 5))         # the replacement: end excluded, int64
print(torch.arange(0, 4 + 1, dtype=torch.float32))   # the same values as range(0, 4)
