import torch

torch.manual_seed(0)
x = torch.rand(2**24 + 1)          # just over 16.7 million elements

print(torch.quantile(x, 0.99))
k = int(0.99 * (x.numel() - 1))    # the 99th percentile without interpolation
print(torch.kthvalue(x, k + 1).values)   # kthvalue counts from 1
