import torch

torch.manual_seed(0)
scale = torch.empty(100000).log_normal_(mean=1.0, std=0.5)   # meant: values around 1
print(scale.mean().round(decimals=2), scale.median().round(decimals=2))   # around e, not 1

scale = torch.empty(100000).log_normal_(mean=0.0, std=0.5)   # median 1: mean=0 on the log scale
print(scale.median().round(decimals=2))
