import torch

torch.manual_seed(0)
scale = torch.empty(100000).log_normal_(mean=1.0, std=0.5)   # 本意：数值在 1 附近
print(scale.mean().round(decimals=2), scale.median().round(decimals=2))   # 实际在 e 附近，不是 1

scale = torch.empty(100000).log_normal_(mean=0.0, std=0.5)   # 中位数为 1：对数尺度上 mean=0
print(scale.median().round(decimals=2))
