import torch

torch.manual_seed(0)
print(torch.randperm(6))              # each of 0..5 exactly once, int64

# shuffle features and labels with ONE permutation so pairs stay aligned
x = torch.arange(5) * 10
y = torch.arange(5)
perm = torch.randperm(len(x))
print(x[perm], y[perm])

# a random 60/40 split of indices
idx = torch.randperm(10)
train, val = idx[:6], idx[6:]
print(train.sort().values, val.sort().values)

# a private generator does not touch the global seed
g = torch.Generator().manual_seed(42)
print(torch.randperm(4, generator=g))
