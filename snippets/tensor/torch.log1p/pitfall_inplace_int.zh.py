import torch

counts = torch.tensor([0, 9, 99])

print(torch.log1p(counts))   # 结果为 float32
counts.log1p_()              # 无法写回 int64
