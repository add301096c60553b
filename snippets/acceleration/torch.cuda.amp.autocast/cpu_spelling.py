import torch

a = torch.randn(4, 4)
b = torch.randn(4, 4)
# Deprecated: the old CPU-only spelling, bfloat16 by default
with torch.cpu.amp.autocast():
    print(torch.mm(a, b).dtype)
# The replacement
with torch.autocast("cpu"):
    print(torch.mm(a, b).dtype)
