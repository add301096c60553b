import torch

x = torch.tensor([-1.0, 0.5, 2.0, 0.8])

print(torch.logical_and(x > 0, x < 1))              # same as (x > 0) & (x < 1)
print(torch.logical_and(torch.tensor([0, 3, 5]),    # any dtype: nonzero counts as True
                        torch.tensor([2, 0, 1])))
print(torch.logical_and(torch.tensor([float("nan")]), torch.tensor([1.0])))  # NaN is nonzero

m = x > 0
m.logical_and_(x < 1)                               # in place on a bool mask
print(m)
