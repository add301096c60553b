import torch

x = torch.zeros(3, 2)
source = torch.tensor([[1.0, 2.0],
                       [3.0, 4.0],
                       [5.0, 6.0],
                       [7.0, 8.0]])
index = torch.tensor([0, 2, 0, 2])    # source row i goes to x row index[i]

# include_self=True (default): x's own zeros take part
print(x.index_reduce(0, index, source, "mean"))
# include_self=False: only source rows count; row 1 got none and keeps 0
print(x.index_reduce(0, index, source, "mean", include_self=False))
print(torch.index_reduce(x, 0, index, source, "amax", include_self=False))

# in place, on a tensor of ones: products per group
y = torch.ones(3, 2)
y.index_reduce_(0, index, source, "prod")
print(y)
