import torch

counts = [torch.tensor([4, 9]), torch.tensor([16])]   # int64

print(torch._foreach_sqrt(counts))     # 非原地：得到 float32 结果
torch._foreach_sqrt_(counts)           # 原地：浮点结果写不回 int64
