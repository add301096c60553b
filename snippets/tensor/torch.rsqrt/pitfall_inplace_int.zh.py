import torch

counts = torch.tensor([4, 16, 25])

print(counts.rsqrt())        # 非原地：新的 float32 张量
counts.rsqrt_()              # 原地：浮点结果无法写回 int64
