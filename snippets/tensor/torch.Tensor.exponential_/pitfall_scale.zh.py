import torch

torch.manual_seed(0)
mean_wait = 2.0  # 秒

waits = torch.empty(100_000).exponential_(mean_wait)  # lambd 是速率，不是均值
print(waits.mean())  # 约为 0.5，而不是 2.0
print(torch.empty(100_000).exponential_(1 / mean_wait).mean())  # 约为 2.0
