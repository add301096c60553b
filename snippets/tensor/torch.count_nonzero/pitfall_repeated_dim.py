import torch

def count_per_sample(x):
    return torch.count_nonzero(x, dim=(1, -1))   # written for (N, C, L) input

print(count_per_sample(torch.ones(2, 3, 4)))
count_per_sample(torch.ones(2, 3))               # for 2-D input, 1 and -1 are the same dim
