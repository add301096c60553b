import torch

x = torch.tensor([[0, 3],
                  [5, 0]])
idx = x.nonzero()               # shape (2, 2): one coordinate pair per row
print(x[idx].shape)             # indexes dim 0 with every number: wrong values
print(x[idx.unbind(1)])         # split coordinates into (rows, cols)
print(x[x.nonzero(as_tuple=True)])
