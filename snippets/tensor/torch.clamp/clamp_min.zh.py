import torch

p = torch.tensor([0.0, 1e-20, 0.3])

print(torch.clamp_min(p, 1e-12))          # 只有下界，等同于 clamp(p, min=1e-12)
print(p.clamp_min(1e-12).log())           # 方法形式：不会出现 -inf

floor = torch.tensor([0.1, 0.0, 0.5])
print(torch.clamp_min(p, floor))          # 逐元素的下界

counts = torch.tensor([0, 3])
print(counts.clamp_min(1))                # 整数边界：仍是 int64
print(counts.clamp_min(0.5))              # 浮点边界：提升为 float32
counts.clamp_min_(1)                      # 原地操作
print(counts)
