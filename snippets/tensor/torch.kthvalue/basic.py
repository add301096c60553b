import torch

x = torch.tensor([[3.0, 1.0, 2.0],
                  [9.0, 7.0, 8.0]])
# k counts from 1: k=1 is the smallest of each row
print(torch.kthvalue(x, 1, dim=1))
# the second smallest along the last dim (the default)
values, indices = x.kthvalue(2)
print(values, indices)
# the median of an odd-length row is the middle k
print(torch.kthvalue(x, (x.size(1) + 1) // 2, dim=1, keepdim=True).values)
print(x.median(dim=1, keepdim=True).values)
