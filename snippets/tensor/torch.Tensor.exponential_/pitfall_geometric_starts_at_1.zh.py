import torch

torch.manual_seed(0)
failures = torch.empty(100_000).geometric_(0.25)  # 本意：成功前失败的次数

print(failures.min().item())  # 统计的是试验次数，最小值是 1
print(failures.mean())  # 1 / p = 4，而不是 (1 - p) / p = 3
print((failures - 1).mean())  # 失败次数
