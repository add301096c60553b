import torch

counts = torch.tensor([1, 4, 10])
print(torch.lgamma(counts + 1))   # log(n!): out of place gives float32
counts.lgamma_()                  # in place on int64 fails
