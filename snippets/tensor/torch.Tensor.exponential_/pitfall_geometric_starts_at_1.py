import torch

torch.manual_seed(0)
failures = torch.empty(100_000).geometric_(0.25)  # meant: failures before success

print(failures.min().item())  # counts trials, so the smallest value is 1
print(failures.mean())  # 1 / p = 4, not (1 - p) / p = 3
print((failures - 1).mean())  # the failure count
