import torch

counts = torch.tensor([0, 10, 100])
print(torch.asinh(counts))       # 非原地：得到新的 float32 张量
counts.asinh_()                  # 对 int64 原地计算：被拒绝
