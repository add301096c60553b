import torch

torch.set_printoptions(precision=4)
g = torch.Generator().manual_seed(0)

print(torch.empty(5).exponential_(lambd=2.0, generator=g))  # mean 1 / lambd
print(torch.empty(5).cauchy_(median=0.0, sigma=1.0, generator=g))  # heavy tails
print(torch.empty(8).geometric_(0.5, generator=g))  # trials until first success: 1, 2, ...

torch.manual_seed(0)
print(torch.empty(100_000).exponential_(lambd=2.0).mean())  # close to 0.5
print(torch.empty(100_000).geometric_(0.25).min())  # never 0
