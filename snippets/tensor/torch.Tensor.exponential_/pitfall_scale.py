import torch

torch.manual_seed(0)
mean_wait = 2.0  # seconds

waits = torch.empty(100_000).exponential_(mean_wait)  # lambd is a rate, not a mean
print(waits.mean())  # about 0.5, not 2.0
print(torch.empty(100_000).exponential_(1 / mean_wait).mean())  # about 2.0
