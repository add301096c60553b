import torch

a = torch.tensor([5.0])   # shape
x = torch.tensor([1.0])   # where the CDF is evaluated
print(torch.igamma(a, x))   # P(5, 1): small
print(torch.igamma(x, a))   # swapped: P(1, 5), a very different number
