import torch

a = torch.randn(4, 4)
b = torch.randn(4, 4)
# 已弃用：旧的 CPU 专用写法，默认 bfloat16
with torch.cpu.amp.autocast():
    print(torch.mm(a, b).dtype)
# 替代写法
with torch.autocast("cpu"):
    print(torch.mm(a, b).dtype)
