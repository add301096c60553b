import torch

counts = torch.tensor([1, 10, 100])        # int64 counts

log_counts = counts.float().log_()         # in place on a float copy
print(log_counts)
counts.log_()                              # a float result cannot go back into int64
